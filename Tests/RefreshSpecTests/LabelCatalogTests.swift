import RefreshSpec
import Testing

/// The built-in catalog: every required locale present, every locale complete (SPEC.md §5).
@Suite struct LabelCatalogTests {
    /// The locales SPEC.md §5 requires at least.
    static let requiredLocales = ["en", "zh-Hans", "zh-Hant", "ko", "ru", "uk", "ja", "de", "fr", "es", "pt-BR", "ar"]

    @Test func everyRequiredLocaleIsBuiltIn() {
        let missing = Self.requiredLocales.filter { LabelCatalog.builtIn.locales[$0] == nil }
        #expect(missing.isEmpty, "built-in catalog lacks \(missing)")
    }

    /// Fails naming the locale and key when any built-in locale misses a key another one has.
    @Test func everyBuiltInLocaleIsComplete() {
        for (locale, texts) in LabelCatalog.builtIn.locales {
            let missing = LabelCatalog.builtIn.keys.subtracting(texts.keys).sorted()
            #expect(missing.isEmpty, "built-in locale '\(locale)' misses \(missing)")
        }
    }

    /// Only the English catalog may read as English: a text equal to `en`'s is probably untranslated.
    @Test(arguments: requiredLocales.filter { $0 != "en" })
    func builtInTextsAreTranslated(_ locale: String) {
        let english = LabelCatalog.builtIn.locales["en"] ?? [:]
        let same = (LabelCatalog.builtIn.locales[locale] ?? [:]).filter { english[$0.key] == $0.value }.keys.sorted()
        #expect(same.isEmpty, "'\(locale)' keeps the English text of \(same)")
    }

    /// No built-in text has a placeholder or stray whitespace, except the `lastTime` prefix's
    /// trailing separator.
    @Test func builtInTextsAreClean() {
        for (locale, texts) in LabelCatalog.builtIn.locales {
            for (key, text) in texts {
                #expect(!text.contains("%@") && !text.contains("{"), "\(locale) \(key)")
                #expect(!text.isEmpty && text.first?.isWhitespace == false, "\(locale) \(key)")
                if key != "header.lastTime" { #expect(text.last?.isWhitespace == false, "\(locale) \(key)") }
            }
        }
    }
}
