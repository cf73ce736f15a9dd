import Diagnostics
import RefreshCore

extension SpecDecoder {
    /// A trailer's `variant`; for the seed's righter, the values its code fixes
    /// (SPEC.md §4 `variant`): the width follows from the arrow, it always hides without data, and
    /// font, color and labels it sets itself are the defaults. A `width`, or `hideWhenNoData: false`,
    /// on a righter is reported, as is a style other than normal: the righter would overrule them.
    mutating func applyVariant(to component: inout ComponentSpec, _ fields: Fields) {
        guard component.type == .trailer else { return }
        if let variant = choice(ComponentKey.variant, in: fields, as: TrailerVariant.self) {
            component.settings.variant = variant
        }
        guard component.settings.variant == .righter else { return }
        if let style = fields[ComponentKey.style], component.settings.style != .normal {
            report(.righterStyle(component.settings.style.rawValue), at: style.mark)
        }
        if let width = fields[ComponentKey.width] { report(.righterWidth, at: width.mark) }
        if let hide = fields[ComponentKey.hideWhenNoData], !component.settings.hideWhenNoData {
            report(.righterAlwaysHides, at: hide.mark)
        }
        component.settings.width = TrailerVariant.righterWidth(
            arrowWidth: component.settings.laidOutArrowSize(for: .trailer).width)
        component.settings.hideWhenNoData = true
        if !fields.has(ComponentKey.font) { component.settings.font = TrailerVariant.righterFont }
        if !fields.has(ComponentKey.textColor) { component.settings.textColor = TrailerVariant.righterTextColor }
        for (state, text) in Self.righterTitles where component.labels[state]?.mark == nil {
            component.labels[state] = ComponentSpec.Label(content: .text(text), mark: nil)
        }
    }

    /// The titles `MJRefreshRighter` sets for each state (`stateLblTextDictM`), the same in every locale.
    private static let righterTitles: [RefreshState: String] = [
        .idle: "左滑加载更多", .pulling: "释放加载更多", .refreshing: "正在加载", .willRefresh: "即将加载更多",
        .noMoreData: "全部加载完毕",
    ]
}

extension Diagnostic.Message {
    /// A style other than normal on a righter, which has one look: arrow, label and indicator.
    static func righterStyle(_ style: String) -> Self {
        Self(
            rule: .notApplicable,
            "a righter always has its arrow, label and indicator (style normal); style \(style) does not describe it")
    }

    /// `width` on a righter, whose width follows from its arrow.
    static var righterWidth: Self {
        Self(rule: .notApplicable, "a righter's width is its arrow's width + 5 + 20 + 5; give arrowSize instead of width")
    }

    /// `hideWhenNoData: false` on a righter, which always hides without data.
    static var righterAlwaysHides: Self {
        Self(
            rule: .notApplicable,
            "a righter always hides when the table or collection has no data; hideWhenNoData: false has no effect")
    }
}
