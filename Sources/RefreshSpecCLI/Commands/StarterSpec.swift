import RefreshSpec
import YAMLEditing

/// The spec `refreshspec init` starts from, before its expectations are recorded: a typical
/// screen for the components asked for (a table under a 64 pt navigation bar for a header or
/// footer, a carousel for a trailer), commented, with its labels' texts in each locale and a
/// scenario of gestures per component.
struct StarterSpec {
    /// A component `init --component` can start with.
    enum Component: String, OptionChoice {
        case header
        case backFooter = "back-footer"
        case autoFooter = "auto-footer"
        case trailer
        case righter
        case observer

        /// Whether it belongs on a horizontal scroll view.
        var isHorizontal: Bool { self == .trailer || self == .righter }
    }

    /// The spec's name; its string keys start with it.
    var name: String
    /// The components, each once, in the order MJRefresh's slots list them.
    var components: [Component]
    /// The locales whose texts `strings` holds; the first is `defaultLocale`.
    var locales: [String]

    /// Why these components cannot share one scroll view, if they cannot.
    static func conflict(among components: [Component]) -> String? {
        if components.contains(.backFooter) && components.contains(.autoFooter) {
            return "a scroll view has one footer: choose back-footer or auto-footer"
        }
        if components.contains(.trailer) && components.contains(.righter) {
            return "a scroll view has one trailer: choose trailer or righter"
        }
        if components.contains(where: \.isHorizontal) && components.contains(where: { !$0.isHorizontal }) {
            return "a trailer pulls left on a horizontal list, the other components work on a vertical one: write two specs"
        }
        return nil
    }

    /// The names of the scenarios whose steps only a scroll observer reacts to: `record` writes
    /// an expectation after each of their steps, as none changes a state.
    var observerScenarios: [String] {
        components.contains(.observer) ? [Self.observerScenario] : []
    }

    /// The spec's text.
    var text: String {
        let horizontal = components.contains(where: \.isHorizontal)
        var lines = [
            "# \(name): pull-to-refresh as the app has it, written down for refreshspec.",
            "# Written by `refreshspec init`, its expect steps recorded from a run. Change the gestures,",
            "# then `refreshspec test --update` brings the expectations along. The numbers in comments",
            "# are this starter's; `refreshspec tree` shows where each component shows and pulls for the",
            "# values you give.",
            "version: 1",
            "name: \(name)",
        ]
        lines += horizontal ? Self.carousel : Self.table
        lines.append("defaultLocale: \(locales[0])")
        let keyed = components.filter { !labels(of: $0).isEmpty }
        if !keyed.isEmpty {
            lines.append("strings:")
            for locale in locales {
                lines.append("  \(locale):")
                for component in keyed {
                    for (state, builtIn) in labels(of: component) {
                        lines.append("    \(key(component, state)): \(text(builtIn, in: locale))")
                    }
                }
                for key in lastUpdatedKeys { lines.append("    \(key): \(text(key, in: locale))") }
            }
        }
        lines.append("components:")
        for component in components { lines += declaration(of: component) }
        lines.append("scenarios:")
        for component in components { lines += scenario(of: component) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static let table = [
        "scrollView:",
        "  kind: table",
        "  frame: {width: 375, height: 667}          # the list on screen, points",
        "  contentSize: {width: 375, height: 1200}   # 20 rows of 60 pt: longer than the screen",
        "  contentInset: {top: 64}                   # under a 64 pt navigation bar",
        "  dataCount: 20",
    ]

    private static let carousel = [
        "scrollView:",
        "  kind: collection",
        "  axis: horizontal",
        "  frame: {width: 375, height: 320}          # a carousel of cards, as tall as the trailer's",
        "                                            # English pulling text a character a line",
        "  contentSize: {width: 1200, height: 320}   # 5 cards of 240 pt: wider than the screen",
        "  dataCount: 5",
    ]

    private static let observerScenario = "the observer reports each move of the finger"

    /// The states a component's labels name, each with the built-in key whose texts it starts from.
    private func labels(of component: Component) -> [(state: String, builtIn: String)] {
        switch component {
        case .header: [("idle", "header.idle"), ("pulling", "header.pulling"), ("refreshing", "header.refreshing")]
        case .backFooter:
            [
                ("idle", "backFooter.idle"), ("pulling", "backFooter.pulling"), ("refreshing", "backFooter.refreshing"),
                ("noMoreData", "backFooter.noMoreData"),
            ]
        case .autoFooter:
            [("idle", "autoFooter.idle"), ("refreshing", "autoFooter.refreshing"), ("noMoreData", "autoFooter.noMoreData")]
        // MJRefresh's trailer shows its pulling title while refreshing; written out, so that no
        // label falls back to a built-in trailer text MJRefresh.bundle lacks.
        case .trailer: [("idle", "trailer.idle"), ("pulling", "trailer.pulling"), ("refreshing", "trailer.pulling")]
        case .righter, .observer: []
        }
    }

    private func key(_ component: Component, _ state: String) -> String {
        "\(name).\(id(of: component)).\(state)"
    }

    /// The last-updated label's keys, which a header shows in every locale: given in every
    /// locale of `strings` when a locale the catalog does not serve needs them (a key one
    /// locale of `strings` has, every other must have).
    private var lastUpdatedKeys: [String] {
        guard components.contains(.header), locales.contains(where: { !isBuiltIn($0) }) else { return [] }
        return ["header.lastTime", "header.today", "header.noRecord"]
    }

    /// Whether a built-in locale is on `locale`'s chain.
    private func isBuiltIn(_ locale: String) -> Bool {
        LocaleChain.candidates(for: locale).contains { LabelCatalog.builtIn.locales[$0] != nil }
    }

    /// The built-in text of `key` along `locale`'s chain; English marked for translation when
    /// no built-in locale serves it.
    private func text(_ key: String, in locale: String) -> String {
        let catalog = LabelCatalog.builtIn.locales
        if let text = LocaleChain.candidates(for: locale).lazy.compactMap({ catalog[$0]?[key] }).first {
            return YAMLScalarWriter.scalar(text, style: .plain, flow: false)
        }
        return YAMLScalarWriter.scalar(catalog["en"]?[key] ?? key, style: .plain, flow: false) + "   # to translate"
    }

    private func id(of component: Component) -> String {
        switch component {
        case .header: "header"
        case .backFooter, .autoFooter: "footer"
        case .trailer, .righter: "trailer"
        case .observer: "observer"
        }
    }

    private func labelMapping(of component: Component) -> String {
        "{" + labels(of: component).map { "\($0.state): \(key(component, $0.state))" }.joined(separator: ", ") + "}"
    }

    private func declaration(of component: Component) -> [String] {
        let id = id(of: component)
        switch component {
        case .header:
            return [
                "  # Shows below offsetY -64 (-insetTop), pulls below -118 (-64 - its height 54).",
                "  - id: \(id)", "    type: header", "    labels: \(labelMapping(of: component))",
            ]
        case .backFooter:
            return [
                "  # Shows past offsetY 533 (the end of the content: 1200 - (667 - 64) - 64), pulls past 577 (533 + its height 44).",
                "  - id: \(id)", "    type: backFooter", "    labels: \(labelMapping(of: component))",
            ]
        case .autoFooter:
            return [
                "  # Starts by itself once a drag moves the offset to 577 (1200 - 667 + 44 × triggerPercent 1 + insetBottom 44 - 44).",
                "  - id: \(id)", "    type: autoFooter", "    labels: \(labelMapping(of: component))",
            ]
        case .trailer:
            return [
                "  # Shows past offsetX 825 (the end of the content: 1200 - 375), pulls past 885 (825 + its width 60).",
                "  - id: \(id)", "    type: trailer", "    labels: \(labelMapping(of: component))",
            ]
        case .righter:
            return [
                "  # The seed's MJRefreshRighter: 45 pt wide, shows past offsetX 825 (1200 - 375), pulls past 870 (825 + 45).",
                "  # Its titles are its own, the same in every locale; give it labels to change them.",
                "  - id: \(id)", "    type: trailer", "    variant: righter",
            ]
        case .observer:
            return [
                "  # Reports the direction of each move while the finger is down.", "  - id: \(id)", "    type: scrollObserver",
            ]
        }
    }

    private func scenario(of component: Component) -> [String] {
        let id = id(of: component)
        switch component {
        case .header:
            return [
                "  - name: pull down refreshes, then ends", "    steps:",
                "      - drag: {dy: 40}         # the finger moves 40 pt down: not far enough yet",
                "      - drag: {dy: 30}         # past where it pulls: pulling",
                "      - release                # let go while pulling: it refreshes",
                "      - wait: 0.5", "      - endRefreshing: \(id)    # the new data arrived", "      - wait: 0.5",
            ]
        case .backFooter:
            return [
                "  - name: pull up at the end loads more, then no more data", "    steps:",
                "      - scrollTo: {y: 533}     # the end of the content",
                "      - drag: {dy: -60}        # past it by more than the footer's height: pulling",
                "      - release                # let go while pulling: it refreshes", "      - wait: 0.5",
                "      - endRefreshingWithNoMoreData: \(id)",
            ]
        case .autoFooter:
            return [
                "  - name: scrolling near the end loads more by itself", "    steps:",
                "      - scrollTo: {y: 500}     # near the end",
                "      - drag: {dy: -100}       # past where it starts: refreshing, by itself",
                "      - release", "      - wait: 0.5", "      - endRefreshingWithNoMoreData: \(id)",
            ]
        case .trailer, .righter:
            return [
                "  - name: pull left past the last card loads more", "    steps:",
                "      - scrollTo: {x: 825}     # the last card",
                "      - drag: {dx: -70}        # past it by more than the trailer's width: pulling",
                "      - release                # let go while pulling: it refreshes", "      - wait: 0.5",
                "      - endRefreshing: \(id)",
                "      - wait: 0.5",
            ]
        case .observer:
            return [
                "  - name: \(Self.observerScenario)", "    steps:", "      - drag: {dy: -100}       # up",
                "      - drag: {dy: 40}         # down", "      - release",
            ]
        }
    }
}
