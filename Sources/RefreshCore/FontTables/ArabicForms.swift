/// The advances of Noto Sans Arabic's joining forms and a shaper small enough for labels: each
/// letter takes its isolated, initial, medial or final form from its joining type and its
/// neighbours' (Unicode's Arabic joining, marks already inside their letter's cluster), and lam
/// before alef becomes the lam-alef ligature.
struct ArabicForms: Sendable {
    /// A letter's joining type: how it connects to its neighbours.
    enum Joining: UInt8 {
        /// Joins on neither side (not an Arabic letter, or one without forms).
        case none = 0
        /// Joins to the letter before it only (alef, dal, reh, waw…).
        case right = 1
        /// Joins on both sides.
        case dual = 2
    }

    /// A letter's form, in the order the generated advances list them.
    enum Form: Int {
        case isolated, initial, medial, final
    }

    private static let lam: UInt32 = 0x644
    /// The alefs that make a ligature after lam, in the order of the generated lam-alef advances.
    private static let alefs: [UInt32] = [0x622, 0x623, 0x625, 0x627]

    /// The letters that join, sorted.
    let letters: [UInt16]
    /// Each letter's `Joining`.
    let joining: [UInt8]
    /// Four advances per letter, in `Form` order.
    let formAdvances: [UInt16]
    /// Per alef of `alefs`: the lam-alef ligature's isolated and final advances.
    let lamAlefAdvances: [UInt16]

    /// A letter's joining type; `.none` for any other code point.
    func joining(of codePoint: UInt32) -> Joining {
        guard let index = index(of: codePoint) else { return .none }
        return Joining(rawValue: joining[index]) ?? .none
    }

    /// Shapes the clusters of one text in place: every Arabic cluster's advance becomes its
    /// letter's form's advance plus what its other scalars add (zero-width marks add nothing);
    /// the alef of a lam-alef adds only its marks.
    func shape(_ clusters: inout [ShapedCluster]) {
        let types = clusters.map { $0.face == .arabic ? joining(of: $0.base) : .none }
        var index = 0
        while index < clusters.count {
            guard types[index] != .none, let letter = self.index(of: clusters[index].base) else {
                index += 1
                continue
            }
            let joinsBefore = index > 0 && types[index - 1] == .dual
            let next = index + 1 < clusters.count ? types[index + 1] : .none
            if clusters[index].base == Self.lam, next != .none,
                let alef = Self.alefs.firstIndex(of: clusters[index + 1].base)
            {
                let ligature = Int(lamAlefAdvances[alef * 2 + (joinsBefore ? 1 : 0)])
                clusters[index].advance += ligature - clusters[index].baseAdvance
                clusters[index + 1].advance -= clusters[index + 1].baseAdvance
                index += 2
                continue
            }
            let joinsAfter = types[index] == .dual && next != .none
            let form: Form =
                switch (joinsBefore, joinsAfter) {
                case (false, false): .isolated
                case (false, true): .initial
                case (true, true): .medial
                case (true, false): .final
                }
            clusters[index].advance += Int(formAdvances[letter * 4 + form.rawValue]) - clusters[index].baseAdvance
            index += 1
        }
    }

    private func index(of codePoint: UInt32) -> Int? {
        guard codePoint <= UInt16.max else { return nil }
        let value = UInt16(codePoint)
        var low = 0
        var high = letters.count
        while low < high {
            let mid = (low + high) / 2
            if letters[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low < letters.count && letters[low] == value ? low : nil
    }
}
