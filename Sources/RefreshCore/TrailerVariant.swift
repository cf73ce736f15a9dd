/// Which trailer a spec means (SPEC.md §4 `variant`): MJRefresh's own `MJRefreshNormalTrailer`,
/// or the seed's `MJRefreshRighter`, which keeps the trailer's insets, offsets and states but
/// draws and sizes itself differently.
public enum TrailerVariant: String, Sendable, Hashable, CaseIterable {
    /// `MJRefreshTrailer` and its state and normal subclasses; the default.
    case standard
    /// The seed's `MJRefreshRighter`: arrow at 180° when idle and 0° when pulling, width = arrow
    /// width + 5 + 20 (a vertical label) + 5, always hidden without data, a 0.1 s begin animation
    /// and a 0.4 s end animation whatever `animation` says,
    /// a 14 pt regular #929292 label with 3 pt line spacing.
    case righter

    /// The righter's gap left and right of its 20 pt label (`mj_w = arrow.mj_w + 5 + 20 + 5`).
    public static let righterGap = 5.0
    /// The righter's label width (`statelbl.mj_w = 20`).
    public static let righterLabelWidth = 20.0
    /// The righter's begin animation, seconds (`animateWithDuration:0.1`).
    public static let righterBeginDuration = 0.1
    /// The righter's end animation, seconds: MJRefresh's `MJRefreshSlowAnimationDuration`, which
    /// its `setState:` uses whatever the component's slow animation is.
    public static let righterEndDuration = 0.4
    /// The righter label's line spacing, points (`addLineSpaceWithMutableAttbuteString:… lineSpace:3`).
    public static let righterLineSpacing = 3.0
    /// The righter label's font: `systemFontOfSize:14`.
    public static let righterFont = Font(size: 14, weight: .regular)
    /// The righter label's color (`colorWithHexString:@"929292"`).
    public static let righterTextColor = Color(red: 0x92, green: 0x92, blue: 0x92)

    /// The width the righter gives itself for an arrow `arrowWidth` wide.
    public static func righterWidth(arrowWidth: Double) -> Double {
        arrowWidth + righterGap + righterLabelWidth + righterGap
    }
}
