/// The locales to try, in order, for a requested locale (SPEC.md §5 step 1).
///
/// The locale itself comes first, exactly as written. Chinese region ids then become scripts
/// (`zh-CN`, `zh-SG` → `zh-Hans`; `zh-TW`, `zh-HK`, `zh-MO` → `zh-Hant`), and subtags are
/// removed from the end one at a time: `zh-Hant-TW` → `zh-Hant` → `zh`, `zh-CN` → `zh-CN` →
/// `zh-Hans` → `zh` (project extension: a `strings` block `zh-CN` is read for `zh-CN`, before
/// the script's).
public enum LocaleChain {
    private static let chineseScripts = [
        "CN": "Hans", "SG": "Hans", "TW": "Hant", "HK": "Hant", "MO": "Hant",
    ]

    /// The candidates for `locale`, most specific first, without duplicates.
    /// The chains of the built-in catalog's locales, which most specs show, are made once.
    public static func candidates(for locale: String) -> [String] {
        builtInChains[locale] ?? chain(for: locale)
    }

    /// The chain of each locale of the built-in catalog, as ``chain(for:)`` makes it.
    private static let builtInChains: [String: [String]] = Dictionary(
        uniqueKeysWithValues: LabelCatalog.builtIn.locales.keys.map { ($0, chain(for: $0)) })

    /// The candidates for `locale`, worked out from its subtags each time it is asked.
    /// Subtags are split on the `-` byte: cheaper than splitting characters, and the same for
    /// every id that can name a locale.
    static func chain(for locale: String) -> [String] {
        var subtags = locale.utf8.split(separator: UInt8(ascii: "-")).map { String(decoding: $0, as: UTF8.self) }
        if subtags.count >= 2, subtags[0].utf8.count == 2, subtags[0].lowercased() == "zh",
            let script = chineseScripts[subtags[1].uppercased()]
        {
            subtags = ["zh", script] + subtags.dropFirst(2)
        }
        var chain = [locale]
        while !subtags.isEmpty {
            let candidate = subtags.joined(separator: "-")
            if !chain.contains(candidate) { chain.append(candidate) }
            subtags.removeLast()
        }
        return chain
    }
}
