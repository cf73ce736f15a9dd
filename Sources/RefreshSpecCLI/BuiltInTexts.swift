import RefreshReport
import RefreshSpec

/// The built-in texts one locale shows (`strings list --locale`): each key resolved as a label
/// without a spec's strings is, along the locale's fallback chain and then `en`.
struct BuiltInTexts {
    /// One key's text and the built-in locale it came from.
    struct Entry {
        var key: String
        var text: String
        var from: String
    }

    /// The locale asked for.
    var locale: String
    /// The texts, by key.
    var entries: [Entry]
    /// The locale most texts come from: `zh-Hans` for `zh-CN`, `en` for a locale without texts.
    var mainSource: String

    init(shownIn locale: String, keys: [String], catalog: LabelCatalog) {
        let resolver = StringResolver(strings: [:], defaultLocale: "en", catalog: catalog)
        self.locale = locale
        entries = keys.compactMap { key in
            resolver.resolve(key, locale: locale).map { Entry(key: key, text: $0.text, from: $0.origin.locale) }
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
