import RefreshLocalization
import RefreshSpec
import YAML

/// `strings import` editing. The input is a spec, a NUL byte, a locale id, a NUL byte and the
/// translations: a String Catalog when they start with `{`, else a `.strings` file of that
/// locale. An edit must load back without errors, hold every imported text, keep every text
/// it was not given, change nothing on a second import, and keep every byte outside the
/// `strings` block (a spec without one only gains bytes).
enum FuzzImport {
    typealias Imported = [(locale: String, entries: [(key: String, value: String)])]

    static func run(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let locale = String(validating: parts[1], as: UTF8.self) else { return }
        guard let imported = translations(Array(parts[2]), locale: locale), !imported.isEmpty else { return }
        let loaded = Spec.load(source: Source(path: "fuzz.yaml", bytes: Array(parts[0])))
        guard case .edited(let edited, _, _, _)? = try? StringsImport.apply(imported, to: loaded) else { return }
        let reloaded = Spec.load(source: Source(path: "fuzz.yaml", bytes: edited))
        check(!reloaded.hasErrors, "the edited spec loads without errors")
        checkTexts(before: loaded.strings.texts, after: reloaded.strings.texts, imported: imported)
        if case .edited? = try? StringsImport.apply(imported, to: reloaded) {
            check(false, "a second import of the same texts changes nothing")
        }
        UntouchedBytes(original: loaded, edited: edited).check()
    }

    /// The translations as `strings import` reads them, or nil when they do not read.
    private static func translations(_ bytes: [UInt8], locale: String) -> Imported? {
        if bytes.first == UInt8(ascii: "{") {
            guard let contents = try? XCStrings.parse(bytes, path: "fuzz.xcstrings") else { return nil }
            return contents.texts.keys.sorted().filter(LocaleID.isWellFormed).compactMap { id in
                let texts = (contents.texts[id] ?? [:]).filter { !$0.value.isEmpty }
                return texts.isEmpty ? nil : (id, texts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
            }
        }
        guard LocaleID.isWellFormed(locale), let parsed = try? AppleStrings.parse(bytes, path: "fuzz.strings") else { return nil }
        return [(locale, parsed.map { ($0.key, $0.value) })]
    }

    /// Every text the block had is in the edited block: the imported one (the last of a key
    /// wins) or, when none was imported, the one it had.
    private static func checkTexts(before: [String: [String: String]], after: [String: [String: String]], imported: Imported) {
        var expected = before
        for (locale, entries) in imported {
            for (key, value) in entries where before[locale]?[key] != nil { expected[locale, default: [:]][key] = value }
        }
        for (locale, texts) in expected {
            for (key, text) in texts {
                check(after[locale]?[key] == text, "text \(locale).\(key) is \(text.debugDescription) after the edit")
            }
        }
    }
}
