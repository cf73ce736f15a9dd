import RefreshReport
import RefreshSpec

/// `refreshspec strings list`: the built-in texts, so that an author can write an expectation's
/// `text` without guessing it.
struct ListStrings: Command {
    static let help = CommandHelp(
        name: "strings list",
        abstract: "Print the built-in texts: every key in every built-in locale, or the texts one locale shows.",
        usage: "refreshspec strings list [--locale <locale>] [--format <format>]",
        discussion: """
            With --locale, each key's text is looked up as a label's is when a spec has no strings of its own: along \
            the locale's fallback chain (zh-CN shows zh-Hans), then in en; the output names the locale each text comes \
            from. Texts are written as double-quoted strings, ready to paste into a spec.
            """,
        options: [
            .init(name: "--locale <locale>", text: "Only the texts this locale shows, through the fallback chain."),
            .init(name: "--format <format>", text: "text or json (default: text)"),
        ])

    /// How the texts are written.
    enum Format: String, CaseIterable {
        /// YAML for people: `key: "text"` lines.
        case text
        /// One JSON document.
        case json
    }

    var locale: String?
    var format: Format

    init(arguments: inout Arguments) throws(UsageError) {
        locale = try arguments.localeOption()
        let name = try arguments.choice("--format", Format.allCases.map(\.rawValue), default: Format.text.rawValue)
        format = Format(rawValue: name) ?? .text
        if let word = try arguments.positionals().first {
            throw UsageError(message: "Unexpected argument '\(word)'", help: Self.help)
        }
    }

    func run() -> ExitStatus {
        let catalog = LabelCatalog.builtIn
        let keys = catalog.keys.sorted()
        if let locale {
            let texts = BuiltInTexts(shownIn: locale, keys: keys, catalog: catalog)
            Output.write(format == .json ? texts.json.serialized() + "\n" : texts.text)
        } else {
            let locales = catalog.locales.keys.sorted().map { locale in
                (locale, keys.compactMap { key in catalog.locales[locale]?[key].map { (key, $0) } })
            }
            Output.write(format == .json ? Self.json(locales).serialized() + "\n" : Self.text(locales))
        }
        return .success
    }

    /// `en:` and an indented `key: "text"` line per key, for each locale.
    private static func text(_ locales: [(String, [(key: String, text: String)])]) -> String {
        locales.map { locale, texts in
            "\(locale):\n" + texts.map { "  \($0.key): \(JSON.string($0.text).serialized())\n" }.joined()
        }
        .joined()
    }

    /// `{"locales": {"en": {"header.idle": "Pull down to refresh", …}, …}}`.
    private static func json(_ locales: [(String, [(key: String, text: String)])]) -> JSON {
        .object([("locales", .object(locales.map { ($0, .object($1.map { ($0.key, .string($0.text)) })) }))])
    }
}
