/// The pseudo-locales every spec has, made from its English texts when a label is resolved:
/// they show, before any translator is paid, which labels will not fit or do not mirror.
/// A spec's own `strings` for one of them win over the made text.
public enum PseudoLocale: String, Sendable, CaseIterable {
    /// Accented and about 40 % longer, in brackets: `[Ƥűłł ďőŵñ ţő ŕéƒŕéšħ one two]`.
    case accented = "en-XA"
    /// Right to left: the English text inside a right-to-left override, so it reads mirrored
    /// (its language, Arabic, lays the label out right to left).
    case rightToLeft = "ar-XB"

    /// The locale whose texts a pseudo-locale is made from.
    public static let source = "en"

    /// The pseudo-locale `locale` names, if any (compared as written, case aside).
    public init?(locale: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == locale.lowercased() }) else { return nil }
        self = match
    }

    /// `english` made into this pseudo-locale's text.
    public func text(from english: String) -> String {
        switch self {
        case .accented: Self.accented(english)
        case .rightToLeft: "\u{202E}" + english + "\u{202C}"
        }
    }

    /// Each ASCII letter accented, then words appended until the text is 40 % longer
    /// (`ceil(0.4 × characters)` more), all in brackets.
    private static func accented(_ english: String) -> String {
        let letters = String(english.map { accents[$0] ?? $0 })
        let extra = Int((Double(english.count) * 0.4).rounded(.up))
        var padding = ""
        for word in paddingWords where padding.count < extra {
            padding += " " + word
        }
        return "[" + letters + padding + "]"
    }

    /// Words that lengthen an accented text, in order.
    private static let paddingWords = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
    ]

    /// An accented look-alike of every ASCII letter.
    private static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("åƀçďéƒĝħîĵķłɱñőþǫŕšţűṽŵẋýžÅƁÇĎÉƑĜĦÎĴĶĽṀÑŐƤǪŔŠŢŰṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
