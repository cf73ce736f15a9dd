import RefreshEngine
import RefreshSpec

/// A spec assembled on the engine: the scroll view with its components attached in the
/// spec's order, and the locale its labels show.
public final class Simulation {
    /// The spec this was built from.
    public let spec: Spec
    /// The engine's scroll view, carrying every component.
    public let scrollView: ScrollView
    /// The locale the labels show.
    public private(set) var locale: String
    private let resolver: StringResolver

    /// Builds the tree for `spec` with labels in `locale`.
    public init(spec: Spec, locale: String) {
        self.spec = spec
        self.locale = locale
        resolver = StringResolver(spec: spec)
        scrollView = ScrollView(spec.scrollView, clock: spec.clock)
        for component in spec.components {
            let texts = LabelTexts(component: component, resolver: resolver, locale: locale)
            switch component.type {
            case .header:
                scrollView.attach(
                    Header(
                        id: component.id, options: .init(component, texts: texts),
                        lastUpdated: .init(component, clock: spec.clock)))
            case .backFooter: scrollView.attach(BackFooter(id: component.id, options: .init(component, texts: texts)))
            case .autoFooter:
                scrollView.attach(
                    AutoFooter(id: component.id, options: .init(component, texts: texts), settings: .init(component)))
            case .trailer: scrollView.attach(Trailer(id: component.id, options: .init(component, texts: texts)))
            case .scrollObserver: scrollView.attach(ScrollObserver(id: component.id))
            }
        }
        _ = scrollView.takeEvents()
    }

    /// Switches every label to `locale` at once, as MJRefresh's i18nDidChange does.
    public func setLocale(_ locale: String) {
        self.locale = locale
        var texts: [String: LabelTexts] = [:]
        for component in spec.components where component.type != .scrollObserver {
            texts[component.id] = LabelTexts(component: component, resolver: resolver, locale: locale)
        }
        scrollView.setTexts(texts)
    }
}
