import Diagnostics
import RefreshLocalization
import RefreshSpec

/// The built-in keys a spec's `strings` give a text of their own (`fr: {header.idle: …}`), and in
/// which of the catalog's languages the spec's text is the one a label shows. A key whose texts
/// in `strings` are the built-in ones of their languages (a spec that writes MJRefresh's wording
/// down) overrides nothing.
///
/// SPEC.md §5 looks a key up in the spec's strings along a locale's chain before the built-in
/// catalog, so such a key shows the spec's text in some languages and the built-in one in the
/// others. The generated code does the same with the languages worked out here: the catalog's
/// text in these, MJRefresh's own in any other. Only the spec's own languages are named, so the
/// catalog never gives the app a localization it did not have.
struct OverriddenKeys {
    /// Built-in key → the locales of `strings` in which it resolves to the spec's text, each
    /// with that text (its own, or one it falls back to: `fr-CA` to `fr`, a locale with no
    /// built-in texts to `defaultLocale`).
    private let texts: [String: [String: String]]
    /// Built-in key → where `strings` first write it.
    private let marks: [String: Mark]

    /// The built-in keys `spec`'s strings (read from `block`) override, resolved in each locale
    /// of its strings.
    init(spec: Spec, block: StringsBlock) {
        let strings = spec.strings
        let resolver = StringResolver(spec: spec)
        let builtIn = StringResolver(strings: [:], defaultLocale: spec.defaultLocale)
        var texts: [String: [String: String]] = [:]
        for key in Set(strings.values.flatMap(\.keys)) where LabelCatalog.builtIn.keys.contains(key) {
            var byLocale: [String: String] = [:]
            var differs = false
            for locale in strings.keys {
                guard let resolution = resolver.resolve(key, locale: locale), case .spec = resolution.origin else { continue }
                byLocale[locale] = resolution.text
                differs = differs || resolution.text != builtIn.resolve(key, locale: locale)?.text
            }
            if differs { texts[key] = byLocale }
        }
        self.texts = texts
        var marks: [String: Mark] = [:]
        for locale in block.locales {
            for entry in locale.entries where texts[entry.key] != nil && marks[entry.key] == nil {
                marks[entry.key] = entry.keyMark
            }
        }
        self.marks = marks
    }

    /// Where `strings` first give a built-in key a text of their own; nil when they do not.
    func mark(of key: String) -> Mark? {
        marks[key]
    }

    /// The locales of `strings` that show the spec's text of a built-in key, in order; nil when
    /// the spec does not override the key.
    func languages(of key: String) -> [String]? {
        texts[key].map { $0.keys.sorted() }
    }

    /// A catalog with the text of every overridden key in every language ``languages(of:)``
    /// names, where the spec leaves it to the fallback chain: the app's lookup then finds in
    /// that language's table the text the scenarios test.
    func completing(_ catalog: XCStrings.Contents) -> XCStrings.Contents {
        var catalog = catalog
        for (key, byLocale) in texts {
            for (locale, text) in byLocale where catalog.texts[locale]?[key] == nil {
                catalog.texts[locale, default: [:]][key] = text
            }
        }
        return catalog
    }
}
