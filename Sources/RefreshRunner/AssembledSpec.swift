import Foundation
import RefreshCore
import RefreshEngine
import RefreshSpec

/// A spec assembled on the engine: its scroll view with every component attached in the spec's
/// order, and the locale the labels show. Spec and engine share their vocabulary and settings
/// (RefreshCore): each component gets its settings whole, and the assembly only resolves label
/// texts for a locale and starts the clock.
public final class AssembledSpec {
    /// The spec this was built from.
    public let spec: Spec
    /// The engine's scroll view, carrying every component.
    public let scrollView: ScrollView
    /// The locale the labels show.
    public private(set) var locale: String
    private let resolver: StringResolver

    /// Assembles `spec` with labels in `locale`; the attachments' events are dropped.
    public init(spec: Spec, locale: String) {
        self.spec = spec
        self.locale = locale
        resolver = StringResolver(spec: spec)
        let start = Date(timeIntervalSince1970: spec.clock.now.secondsSince1970)
        scrollView = ScrollView(
            settings: spec.scrollView, clock: VirtualClock(startDate: start, timeZone: spec.clock.resolvedTimeZone))
        for component in spec.components {
            attach(component)
        }
        _ = scrollView.takeEvents()
    }

    /// The last update times of the headers by key (MJRefresh's `NSUserDefaults`), fresh
    /// for every scenario.
    private let lastUpdates = LastUpdatedStore()

    /// Makes `component` and attaches it, or registers it when it starts detached.
    private func attach(_ component: ComponentSpec) {
        let (id, settings) = (component.id, component.settings)
        let refreshing: RefreshComponent
        switch component.type {
        case .header: refreshing = Header(id: id, settings: settings, texts: texts(of: component), store: lastUpdates)
        case .backFooter: refreshing = BackFooter(id: id, settings: settings, texts: texts(of: component))
        case .autoFooter: refreshing = AutoFooter(id: id, settings: settings, texts: texts(of: component))
        case .trailer: refreshing = Trailer(id: id, settings: settings, texts: texts(of: component))
        case .scrollObserver:
            scrollView.attach(ScrollObserver(id: id))
            return
        }
        if component.startsAttached {
            scrollView.attach(refreshing)
        } else {
            scrollView.register(refreshing)
        }
    }

    /// Switches every label to `locale` at once, as MJRefresh's i18nDidChange does.
    public func setLocale(_ locale: String) {
        self.locale = locale
        var texts: [String: LabelTexts] = [:]
        for component in spec.components where component.type.refreshes {
            texts[component.id] = self.texts(of: component)
        }
        scrollView.setTexts(texts)
    }

    /// Applies one scenario step to the scroll view (`expect` does nothing: it reads it).
    func apply(_ action: Step.Action) {
        switch action {
        case .drag(let dx, let dy, let count): scrollView.drag(dx: dx, dy: dy, steps: count)
        case .release(let velocity): scrollView.release(velocity: velocity ?? .zero)
        case .cancel: scrollView.cancel()
        case .wait(let seconds): scrollView.wait(seconds)
        case .scrollTo(let x, let y):
            scrollView.scroll(to: Point(x: x ?? scrollView.contentOffset.x, y: y ?? scrollView.contentOffset.y))
        case .beginRefreshing(let id): scrollView.component(id)?.beginRefreshing()
        case .endRefreshing(let id): scrollView.component(id)?.endRefreshing()
        case .endRefreshingWithNoMoreData(let id): scrollView.component(id)?.endRefreshingWithNoMoreData()
        case .resetNoMoreData(let id): scrollView.component(id)?.resetNoMoreData()
        case .tap(let id): (scrollView.component(id) as? AutoFooter)?.tap()
        case .setContentSize(let size): scrollView.setContentSize(width: size.width, height: size.height)
        case .setContentInset(let inset):
            scrollView.setContentInset(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
        case .setSafeArea(let safeArea):
            scrollView.setSafeArea(top: safeArea.top, left: safeArea.left, bottom: safeArea.bottom, right: safeArea.right)
        case .rotate(let device): scrollView.rotate(frame: device.frame, safeArea: device.safeArea)
        case .reloadData(let count, let size):
            let contentSize = size.map {
                Size(width: $0.width ?? scrollView.contentSize.width, height: $0.height ?? scrollView.contentSize.height)
            }
            scrollView.reloadData(count: count, contentSize: contentSize)
        case .setHidden(let changes):
            for change in changes { scrollView.component(change.id)?.setHidden(change.hidden) }
        case .setLocale(let locale): setLocale(locale)
        case .appear: scrollView.appear()
        case .attach(let id):
            if let component = scrollView.component(id) { scrollView.attach(component) }
        case .expect: break
        }
    }

    /// The texts `component` shows in the current locale: each state's label (a literal, or a
    /// key resolved through the fallback chain; the decoder has filled in the type's built-in
    /// keys), for headers the last-updated words, and the direction the locale is written in.
    private func texts(of component: ComponentSpec) -> LabelTexts {
        let locale = locale
        let titles = component.labels.mapValues { label in
            switch label.content {
            case .text(let literal): literal
            case .key(let key): resolver.resolve(key, locale: locale)?.text ?? key
            }
        }
        func word(_ key: String, _ fallback: String) -> String { resolver.resolve(key, locale: locale)?.text ?? fallback }
        return LabelTexts(
            titles: titles, lastTime: word("header.lastTime", "Last update: "), today: word("header.today", "Today"),
            noRecord: word("header.noRecord", "No record"),
            layoutDirection: LayoutDirection(locale: locale))
    }
}
