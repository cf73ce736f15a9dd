import Foundation
import RefreshSpec

/// A string key's text in every locale the spec or the built-in catalog has, each found along
/// the fallback chain as a label's is, with where it comes from: what hover shows on a key.
struct LabelTexts {
    let key: String
    /// Each locale's text and its origin (`spec`, `built-in`, or the locale it falls back to).
    let rows: [(locale: String, text: String, origin: String)]

    init(key: String, context: FeatureContext) {
        self.key = key
        let resolver =
            context.analysis?.load.spec.map { StringResolver(spec: $0) }
            ?? StringResolver(strings: context.analysis?.names.strings.texts ?? [:], defaultLocale: "en")
        rows = context.locales.compactMap { locale in
            guard let found = resolver.resolve(key, locale: locale) else { return nil }
            let origin: String
            switch found.origin {
            case .spec(let from): origin = from == locale ? "spec" : "spec's \(from)"
            case .builtIn(let from): origin = from == locale ? "built-in" : "built-in \(from)"
            }
            return (locale, found.text, origin)
        }
    }

    /// A Markdown table of the rows.
    var markdown: String {
        guard !rows.isEmpty else { return "`\(key)`: no text in any locale" }
        let lines = rows.map { "| \($0.locale) | \(Self.cell($0.text)) | \($0.origin) |" }
        return (["`\(key)`", "", "| locale | text | from |", "|---|---|---|"] + lines).joined(separator: "\n")
    }

    /// A text made safe for a Markdown table cell: its pipes, backslashes and line breaks escaped,
    /// at most 200 characters.
    private static func cell(_ text: String) -> String {
        let short = text.count > 200 ? String(text.prefix(199)) + "…" : text
        return short.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }
}
