import RefreshEngine
import RefreshSpec

extension LabelTexts {
    /// The texts a component shows in a locale: each state's label (a literal, or a key
    /// resolved through the fallback chain), the type's built-in key for states without one,
    /// for headers, the last-updated words, and the direction the locale is written in.
    init(component: ComponentSpec, resolver: StringResolver, locale: String) {
        var titles: [RefreshState: String] = [:]
        for state in ComponentSpec.State.allCases {
            let key = Catalog.builtIn.defaultKey(for: component.type, state: state)
            let text: String? =
                switch component.labels[state]?.content {
                case .text(let literal): literal
                case .key(let key): resolver.resolve(key, locale: locale)?.text ?? key
                case nil: key.flatMap { resolver.resolve($0, locale: locale)?.text }
                }
            if let text, let engineState = RefreshState(rawValue: state.rawValue) { titles[engineState] = text }
        }
        func word(_ key: String, _ fallback: String) -> String { resolver.resolve(key, locale: locale)?.text ?? fallback }
        self.init(
            titles: titles, lastTime: word("header.lastTime", "Last update: "), today: word("header.today", "Today"),
            noRecord: word("header.noRecord", "No record"),
            layoutDirection: WritingDirection(locale: locale) == .rightToLeft ? .rightToLeft : .leftToRight)
    }
}
