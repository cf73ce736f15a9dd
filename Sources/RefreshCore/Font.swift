/// The font of a component's labels (SPEC.md §4 `font`); only its size and weight matter, for
/// the text width of SPEC.md §8.
public struct Font: Sendable, Hashable {
    /// The weights the text width knows.
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        /// Regular weight: Inter Regular and the regular Noto faces.
        case regular
        /// Bold: Inter Bold and the bold Noto faces.
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

    /// Width of `text` in points by SPEC.md §8: the glyph advances and kerning of the fonts
    /// docs/FONTS.md names (the bold ones for `.bold`), not rounded, as MJRefresh's
    /// `mj_textWidth` reads `boundingRect`.
    public func width(of text: String) -> Double {
        (weight == .bold ? GlyphTable.bold : GlyphTable.regular).width(of: text, size: size)
    }

    /// The height of one line, UILabel's `font.lineHeight`: 1.2 em, about SF Pro's ascender and
    /// descender (1.19 em); a trailer's label stacks its characters a line each.
    public var lineHeight: Double { size * 1.2 }

    /// The height of `text` stacked a character a line, as a trailer's one-character-wide label
    /// shows it: its characters but spaces (UILabel breaks the line there and shows none).
    public func stackedHeight(of text: String) -> Double {
        Double(text.count { !$0.isWhitespace }) * lineHeight
    }
}
