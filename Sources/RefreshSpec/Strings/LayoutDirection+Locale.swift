import RefreshCore

/// Which way a locale's language is written, from its BCP 47 subtags alone.
///
/// A script subtag decides when there is one (`Arab`, `Hebr`, `Thaa`, `Syrc`, `Nkoo`, `Adlm`,
/// `Rohg` read right to left, any other script left to right: `az-Arab` is right to left,
/// `ku-Latn` left to right); otherwise the language's usual script does (`ar`, `he`, `fa`,
/// `ur`, `ps`, `sd`, `ug`, `yi`, `dv`, `ckb`, `ks`, `syr`…).
extension LayoutDirection {
    private static let rightToLeftScripts: Set<String> = ["arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg", "mand", "samr"]
    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ji", "ks", "lrc", "mzn", "nqo", "ps", "sd", "syr", "ug",
        "ur", "yi",
    ]

    /// The direction of `locale`, e.g. `ar-EG` → right to left, `zh-Hant-TW` → left to right.
    public init(locale: String) {
        let subtags = locale.lowercased().split(separator: "-").map(String.init)
        guard let language = subtags.first else {
            self = .leftToRight
            return
        }
        if let script = subtags.dropFirst().first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) {
            self = Self.rightToLeftScripts.contains(script) ? .rightToLeft : .leftToRight
        } else {
            self = Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
        }
    }
}
