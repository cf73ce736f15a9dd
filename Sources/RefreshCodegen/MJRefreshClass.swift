import Diagnostics
import RefreshCore
import RefreshSpec

/// The MJRefresh class a component becomes, by type, style and variant (MJRefresh 3.7's
/// `MJRefreshNormalHeader`, `MJRefreshAutoGifFooter`, …), and where the slot is on the scroll view.
struct MJRefreshClass {
    /// The class name.
    let name: String
    /// The property of `UIScrollView` it is attached to (`mj_header`), and the factory's word.
    let slot: Slot
    /// Why the class is not the one the spec describes, when it is not.
    let substitution: Diagnostic.Message?

    /// The three places MJRefresh attaches a component.
    enum Slot: String {
        case header
        case footer
        case trailer

        /// `mj_header`, `mj_footer`, `mj_trailer`.
        var property: String { "mj_" + rawValue }
        /// The factory's name: `makeHeader`.
        var factory: String { "make" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
        /// The callback parameter of `install(on:…)`.
        var callback: String {
            switch self {
            case .header: "onRefresh"
            case .footer: "onLoadMore"
            case .trailer: "onTrailerRefresh"
            }
        }
    }

    /// The class of a refreshing component; nil for a scroll observer.
    init?(_ component: ComponentSpec) {
        let style = Self.word(of: component.settings.style)
        var substitution: Diagnostic.Message?
        switch component.type {
        case .header:
            (name, slot) = (style.isEmpty ? "MJRefreshHeader" : "MJRefresh\(style)Header", .header)
        case .backFooter:
            (name, slot) = ("MJRefreshBack\(style)Footer", .footer)
        case .autoFooter:
            (name, slot) = ("MJRefreshAuto\(style)Footer", .footer)
        case .trailer:
            var trailerStyle = style
            if component.settings.variant == .righter {
                substitution = .righter
            } else if component.settings.style == .gif {
                (trailerStyle, substitution) = ("State", .gifTrailer)
            }
            (name, slot) = (trailerStyle.isEmpty ? "MJRefreshTrailer" : "MJRefresh\(trailerStyle)Trailer", .trailer)
        case .scrollObserver:
            return nil
        }
        self.substitution = substitution
    }

    /// The style's word in MJRefresh's class names: `MJRefreshNormalHeader`, `MJRefreshHeader`.
    private static func word(of style: ComponentStyle) -> String {
        switch style {
        case .plain: ""
        case .state: "State"
        case .normal: "Normal"
        case .gif: "Gif"
        }
    }
}

extension Diagnostic.Message {
    /// A trailer with `variant: righter`, which is the seed's class, not MJRefresh's.
    static var righter: Self {
        Self(
            CodegenRule.substitutedClass,
            "variant righter is the seed's MJRefreshRighter, not part of MJRefresh: the generated code uses MJRefreshNormalTrailer with the righter's titles, font and color, but MJRefresh's arrow, horizontal label and 60-point width, and it does not hide without data"
        )
    }

    /// A trailer in the gif style, which MJRefresh does not have.
    static var gifTrailer: Self {
        Self(
            CodegenRule.substitutedClass,
            "MJRefresh has no gif trailer: the generated code uses MJRefreshStateTrailer, without images")
    }
}
