/// The font of a component's labels (SPEC.md §4 `font`); only its size and weight matter, for
/// the text-width metric of SPEC.md §8.
public struct Font: Sendable, Hashable {
    /// The weights the metric knows.
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        /// Regular weight: the metric's plain 0.6 × size per narrow character.
        case regular
        /// Bold: 5 % wider in the text-width metric.
        case bold
    }

    /// Point size; MJRefresh's 14 unless given.
    public var size: Double
    /// Weight; MJRefresh's bold unless given.
    public var weight: Weight

    /// A font of `size` points and `weight`; MJRefresh's bold 14 unless given.
    public init(size: Double = 14, weight: Weight = .bold) {
        self.size = size
        self.weight = weight
    }

    /// MJRefresh's label font, `[UIFont boldSystemFontOfSize:14]`.
    public static let standard = Font()

    /// Width of `text` by SPEC.md §8: East Asian wide or fullwidth characters are `size` wide,
    /// others `0.6 × size`; bold adds 5 %; the sum is rounded up to a whole point.
    public func width(of text: String) -> Double {
        var units = 0.0
        if let narrow = Self.narrowCharacterCount(text) {
            // The same sum, in the same order, as the loop below: the same bits.
            for _ in 0..<narrow { units += 0.6 }
        } else {
            for character in text {
                units += TextWidth.isWide(character) ? 1 : 0.6
            }
        }
        let raw = units * size * (weight == .bold ? 1.05 : 1)
        // Guard against binary noise such as 12.600000000000001 turning into 13.
        return (raw - 1e-9).rounded(.up)
    }

    /// The number of characters of a text whose scalars are all below U+0300 (Latin, no
    /// combining marks), counted without breaking it into characters: each such scalar is a
    /// narrow character of its own but a line feed after a carriage return. Nil for any other
    /// text. Breaking a long label into characters at every layout made a 6 MiB label cost a
    /// fifth of a second a step.
    static func narrowCharacterCount(_ text: String) -> Int? {
        var count = 0
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            guard scalar.value < 0x300 else { return nil }
            if !(afterCarriageReturn && scalar == "\n") { count += 1 }
            afterCarriageReturn = scalar == "\r"
        }
        return count
    }
}
