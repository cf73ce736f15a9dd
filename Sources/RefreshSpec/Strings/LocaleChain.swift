/// The fallback chain of a locale id (SPEC.md §5): Chinese region ids become scripts first
/// (`zh-CN`, `zh-SG` → `zh-Hans`; `zh-TW`, `zh-HK`, `zh-MO` → `zh-Hant`), then the last subtag
/// is removed repeatedly: `zh-Hant-TW` → `zh-Hant` → `zh`.
public enum LocaleChain {
    /// The ids to try, most specific first.
    public static func fallbacks(of locale: String) -> [String] {
        var subtags = locale.split(separator: "-").map(String.init)
        if subtags.count >= 2, subtags[0] == "zh", let script = chineseScripts[subtags[1].uppercased()] {
            subtags[1] = script
        }
        return (0..<subtags.count).reversed().map { subtags[...$0].joined(separator: "-") }
    }

    private static let chineseScripts = ["CN": "zh-Hans", "SG": "zh-Hans", "TW": "zh-Hant", "HK": "zh-Hant", "MO": "zh-Hant"]
        .mapValues { String($0.dropFirst(3)) }
}
