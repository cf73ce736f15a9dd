import RefreshReport
import RefreshSpec

/// `refreshspec strings list`: the built-in texts, so that an author can write an expectation's
/// `text` without guessing it.
struct ListStringsCommand: Command {
    /// How the texts are written.
    enum Format: String, OptionChoice {
        /// YAML for people: `key: "text"` lines.
        case text
        /// One JSON document.
        case json
    }

    static let localeOption = Option.locale(abstract: "Only the texts this locale shows, through the fallback chain.")
    static let formatOption = Option<Format>.format(default: .text)

    static let help = CommandHelp(
        name: "strings list",
        abstract: "Print the built-in texts: every key in every built-in locale, or the texts one locale shows.",
        discussion: """
            With --locale, each key's text is looked up as a label's is when a spec has no strings of its own: along \
            the locale's fallback chain (zh-CN shows zh-Hans), then in en; the output names the locale each text comes \
            from. Texts are written as double-quoted strings, ready to paste into a spec.
            """,
        options: [localeOption.help, formatOption.help])

    var locale: String?
    var format: Format

    init(arguments: inout Arguments) throws(UsageError) {
        locale = try arguments.value(Self.localeOption)
        format = try arguments.value(Self.formatOption)
        try arguments.expectNoMore()
    }

    func run() -> ExitStatus {
        let catalog = LabelCatalog.builtIn
        let keys = catalog.keys.sorted()
        if let locale {
            let mistake = catalog.mistakenLocale(locale)
            if mistake.looksWrong { Console.report(.unknownBuiltInLocale(locale, suggestion: mistake.suggestion)) }
            let texts = BuiltInTexts(shownIn: locale, keys: keys, catalog: catalog)
            Console.write(format == .json ? texts.json.serialized() + "\n" : texts.text)
        } else {
            let locales = catalog.locales.keys.sorted().map { locale in
                (locale, keys.compactMap { key in catalog.locales[locale]?[key].map { (key, $0) } })
            }
            Console.write(format == .json ? Self.json(locales).serialized() + "\n" : Self.text(locales))
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

/// The built-in texts one locale shows (`strings list --locale`): each key resolved as a label
/// without a spec's strings is, along the locale's fallback chain and then `en`.
struct BuiltInTexts {
    /// One key's text and the built-in locale it came from.
    struct ResolvedText {
        var key: String
        var text: String
        var from: String
    }

    /// The locale asked for.
    var locale: String
    /// The texts, by key.
    var entries: [ResolvedText]
    /// The locale most texts come from: `zh-Hans` for `zh-CN`, `en` for a locale without texts.
    var mainSource: String

    init(shownIn locale: String, keys: [String], catalog: LabelCatalog) {
        let resolver = StringResolver(strings: [:], defaultLocale: "en", catalog: catalog)
        self.locale = locale
        entries = keys.compactMap { key in
            resolver.resolve(key, locale: locale).map { ResolvedText(key: key, text: $0.text, from: $0.origin.locale) }
        }
        var counts: [String: Int] = [:]
        for entry in entries { counts[entry.from, default: 0] += 1 }
        mainSource = entries.map(\.from).max { counts[$0, default: 0] < counts[$1, default: 0] } ?? "en"
    }

    /// A comment naming where the texts come from, then `key: "text"` lines; a text from
    /// another locale than most says so (`# from en`).
    var text: String {
        var text = "# \(locale): the built-in texts of \(mainSource)\n"
        for entry in entries {
            let note = entry.from == mainSource ? "" : "  # from \(entry.from)"
            text += "\(entry.key): \(JSON.string(entry.text).serialized())\(note)\n"
        }
        return text
    }

    /// `{"locale": "zh-CN", "from": "zh-Hans", "texts": [{"key", "text", "from"}, …]}`.
    var json: JSON {
        .object([
            ("locale", .string(locale)), ("from", .string(mainSource)),
            (
                "texts",
                .array(
                    entries.map { .object([("key", .string($0.key)), ("text", .string($0.text)), ("from", .string($0.from))]) })
            ),
        ])
    }
}

extension StringResolver.Origin {
    /// The locale the text was found under.
    fileprivate var locale: String {
        switch self {
        case .spec(let locale), .builtIn(let locale): locale
        }
    }
}

extension ToolMessage {
    /// A `--locale` that looks mistyped: its texts are the fallback's, which is probably not what was meant.
    static func unknownBuiltInLocale(_ locale: String, suggestion: String?) -> ToolMessage {
        let meant = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
        return ToolMessage(
            severity: .warning,
            text: "unknown locale '\(locale)': the built-in catalog has no such locale, so en's texts are listed\(meant)")
    }
}
