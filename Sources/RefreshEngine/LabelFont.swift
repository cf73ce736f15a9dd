/// The font of a component's labels; only its size and weight matter (text-width metric).
public struct LabelFont: Sendable, Hashable {
    /// Point size.
    public var size: Double
    /// Whether the font is bold (5 % wider).
    public var isBold: Bool

    /// Creates a font description. Default: MJRefresh's bold 14.
    public init(size: Double = 14, isBold: Bool = true) {
        self.size = size
        self.isBold = isBold
    }

    /// Width of `text` by SPEC.md §8: East Asian wide or fullwidth characters are `size` wide,
    /// others `0.6 × size`; bold adds 5 %; the sum is rounded up to a whole point.
    public func width(of text: String) -> Double {
        var units = 0.0
        for character in text {
            units += TextWidth.isWide(character) ? 1 : 0.6
        }
        let raw = units * size * (isBold ? 1.05 : 1)
        // Guard against binary noise such as 12.600000000000001 turning into 13.
        return (raw - 1e-9).rounded(.up)
    }
}
