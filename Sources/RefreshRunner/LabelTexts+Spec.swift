import RefreshEngine
import RefreshSpec

extension LabelTexts {
    /// The texts a component shows in a locale: each state's label (a literal, or a key
    /// resolved through the fallback chain; the decoder has filled in the type's built-in keys),
    /// for headers the last-updated words, and the direction the locale is written in.
    init(component: ComponentSpec, resolver: StringResolver, locale: String) {
        var titles: [RefreshState: String] = [:]
        for (state, label) in component.labels {
            guard let engineState = RefreshState(rawValue: state.rawValue) else { continue }
            switch label.content {
            case .text(let literal): titles[engineState] = literal
            case .key(let key): titles[engineState] = resolver.resolve(key, locale: locale)?.text ?? key
            }
        }
        func word(_ key: String, _ fallback: String) -> String { resolver.resolve(key, locale: locale)?.text ?? fallback }
        self.init(
            titles: titles, lastTime: word("header.lastTime", "Last update: "), today: word("header.today", "Today"),
            noRecord: word("header.noRecord", "No record"),
            layoutDirection: WritingDirection(locale: locale) == .rightToLeft ? .rightToLeft : .leftToRight)
    }
}
