import Foundation

/// The locale a mistyped locale id most likely means, and whether an id looks like a mistake.
///
/// A locale is *served* when a step of its chain (SPEC.md §5) is a locale of the spec's
/// `strings` or of the built-in catalog. An id that is not served looks wrong when its language
/// is no ISO 639 code (`jp`, `japanese`, `jpn`) or when it differs only in letter case from one
/// that is (`JA`); a real language without texts (`it`) or a region variant that falls back to
/// its language (`en-GB`, `fr-CA`) does not.
struct LocaleSuggestion {
    /// Locale ids of the spec's `strings`.
    private let specLocales: Set<String>
    /// The catalog whose locales have texts too.
    private let catalog: LabelCatalog

    /// Suggestions among the built-in catalog's locales alone (for ids checked before the
    /// spec's `strings` are known, or not well-formed at all).
    static let builtIn = LocaleSuggestion(specLocales: [], catalog: .builtIn)

    /// Suggestions among the locales of a spec's `strings` and of a catalog. The two are looked
    /// up apart, so that no set of their union is built for each spec.
    init(specLocales: Set<String>, catalog: LabelCatalog) {
        self.specLocales = specLocales
        self.catalog = catalog
    }

    /// Whether a locale id has texts: in the spec's `strings` or in the catalog.
    private func isKnown(_ locale: String) -> Bool {
        specLocales.contains(locale) || catalog.locales[locale] != nil
    }

    /// Whether a step of `locale`'s chain has texts.
    func serves(_ locale: String) -> Bool {
        LocaleChain.candidates(for: locale).contains(where: isKnown)
    }

    /// Whether `locale` (well-formed) is served by nothing and looks like a mistake.
    func looksWrong(_ locale: String) -> Bool {
        guard !serves(locale) else { return false }
        let canonical = Self.canonicalCase(locale)
        return (canonical != locale && serves(canonical)) || !Self.isLanguageCode(Self.language(of: locale))
    }

    /// The id `text` most likely means, or nil: the same id in BCP 47's letter case with `_`
    /// as `-` (`zh_CN` → `zh-CN`, `JA` → `ja`), or, when that reads no locale of the spec's
    /// `strings` along its chain and one of them is the same locale (``isSameLocale(_:_:)``),
    /// that one (`zh_CN` → `zh-Hans-CN` for a spec whose `strings` write `zh-Hans-CN`); a
    /// language's English name (`japanese` → `ja`) or three-letter code (`jpn` → `ja`); a country
    /// code written as a language (`jp` → `ja`, `cn` → `zh-Hans`). A language becomes the first
    /// of it, it with its script, it with its region that has texts (`chinese` → `zh-Hans`,
    /// `portuguese` → `pt-BR`).
    func suggestion(for text: String) -> String? {
        let canonical = Self.canonicalCase(text.replacingOccurrences(of: "_", with: "-"))
        let isWellFormed = LocaleID.isWellFormed(canonical)
        if isWellFormed, canonical != text, serves(canonical) {
            guard !LocaleChain.candidates(for: canonical).contains(where: specLocales.contains) else { return canonical }
            return specLocales.sorted().first { Self.isSameLocale($0, canonical) } ?? canonical
        }
        let language = Self.language(of: canonical)
        if !Self.isLanguageCode(language), let meant = Self.languageMeant(by: language).flatMap(withTexts) { return meant }
        return isWellFormed && canonical != text ? canonical : nil
    }

    /// A language (with its likely script and region filled in) as the first of: its language,
    /// the language with its script, the language with its region, that has texts; else its
    /// language. Nil when no language is likely (`und`).
    private func withTexts(_ language: String) -> String? {
        let subtags = Locale.Language(identifier: language).maximalIdentifier.split(separator: "-").map(String.init)
        guard let code = subtags.first, code != "und" else { return nil }
        let forms = [code] + subtags.dropFirst().filter { $0.count == 4 || $0.count == 2 }.map { code + "-" + $0 }
        return forms.first(where: isKnown) ?? code
    }

    /// The language a word that is no language code stands for: its English name (4 letters
    /// or more, nearly spelt), its three-letter code, or the country it names (`und-JP`).
    private static func languageMeant(by word: String) -> String? {
        switch word.count {
        case 4...: Suggestion.closest(to: word, among: sortedLanguageNames).flatMap { languageNames[$0] }
        case 3: Locale.LanguageCode(word).identifier(.alpha2)
        case 2 where Locale.Region(word.uppercased()).isISORegion: "und-" + word.uppercased()
        default: nil
        }
    }

    private static func isLanguageCode(_ word: String) -> Bool {
        languageCodes.contains(word)
    }

    /// The first subtag, lowercased.
    static func language(of locale: String) -> String {
        (locale.split(separator: "-").first.map(String.init) ?? locale).lowercased()
    }

    /// Whether two well-formed ids name the same locale once the likely script and region are
    /// filled in (`zh-CN` and `zh-Hans-CN`, `ja` and `ja-JP`, `en` and `en-US`; not `en` and `en-GB`).
    static func isSameLocale(_ first: String, _ second: String) -> Bool {
        language(of: first) == language(of: second)
            && Locale.Language(identifier: first).maximalIdentifier == Locale.Language(identifier: second).maximalIdentifier
    }

    /// What the ids of one locale (``isSameLocale(_:_:)``) share, to look many up at once:
    /// the language as written, lowercased, and the id with its likely script and region filled in.
    static func sameLocaleKey(_ id: String) -> String {
        language(of: id) + " " + Locale.Language(identifier: id).maximalIdentifier
    }

    /// BCP 47's conventional case: language lowercase, script titlecase, region uppercase.
    static func canonicalCase(_ locale: String) -> String {
        locale.split(separator: "-", omittingEmptySubsequences: false).enumerated().map { index, subtag in
            let isAlpha = subtag.allSatisfy(\.isLetter)
            if index > 0, isAlpha, subtag.count == 4 { return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased() }
            if index > 0, isAlpha, subtag.count == 2 { return subtag.uppercased() }
            return subtag.lowercased()
        }.joined(separator: "-")
    }

    /// ISO 639 codes as BCP 47 writes languages (two letters where there are two).
    private static let languageCodes = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))

    /// Lowercased English language names → codes (`japanese` → `ja`).
    fileprivate static let languageNames: [String: String] = {
        let english = Locale(identifier: "en")
        var names: [String: String] = [:]
        for code in languageCodes.sorted() {
            if let name = english.localizedString(forLanguageCode: code)?.lowercased(), names[name] == nil { names[name] = code }
        }
        return names
    }()

    private static let sortedLanguageNames = languageNames.keys.sorted()
}

extension LocaleID {
    /// The language code of a language's English name, written in any letter case (`English`
    /// and `japanese` give `en` and `ja`); nil for any other word.
    public static func language(namedInEnglish name: String) -> String? {
        LocaleSuggestion.language(namedInEnglish: name)
    }
}

extension LocaleSuggestion {
    fileprivate static func language(namedInEnglish name: String) -> String? {
        languageNames[name.lowercased()]
    }
}

extension Spec {
    /// For a locale id (well-formed) that neither the spec's `strings` nor the built-in catalog
    /// serve and that looks mistyped (`jp`, `zh-hans` beside `zh-Hans`): true, with the locale
    /// it most likely means when there is one (`run --locale` and `tree --locale` warn of it).
    public func mistakenLocale(_ locale: String) -> (looksWrong: Bool, suggestion: String?) {
        let suggestions = LocaleSuggestion(specLocales: Set(strings.keys), catalog: .builtIn)
        guard suggestions.looksWrong(locale) else { return (false, nil) }
        return (true, suggestions.suggestion(for: locale))
    }

    /// For a malformed locale id (`zh_CN`), the well-formed one it most likely means, if any.
    public static func suggestedLocale(for malformed: String) -> String? {
        LocaleSuggestion.builtIn.suggestion(for: malformed)
    }
}

extension LabelCatalog {
    /// The catalog's locale that a well-formed id is in another letter case (`zh-hans` →
    /// `zh-Hans`), or nil: ids are matched as written. The case is read from the id's bytes, as
    /// this is asked of every locale of every spec.
    func locale(inOtherCase id: String) -> String? {
        guard !LocaleID.isConventionallyCased(id) else { return nil }
        let conventional = LocaleSuggestion.canonicalCase(id)
        return locales[conventional] != nil ? conventional : nil
    }

    /// For a locale id (well-formed) that no locale of this catalog serves and that looks
    /// mistyped (`JA`, `jp`): true, with the locale it most likely means when there is one.
    /// A real language without texts (`it`) or a region variant (`en-GB`) is no mistake.
    public func mistakenLocale(_ locale: String) -> (looksWrong: Bool, suggestion: String?) {
        let suggestions = LocaleSuggestion(specLocales: [], catalog: self)
        guard suggestions.looksWrong(locale) else { return (false, nil) }
        return (true, suggestions.suggestion(for: locale))
    }
}
