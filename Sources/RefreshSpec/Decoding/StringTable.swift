import Diagnostics

/// The spec's `strings` as decoded, with the marks the string checks point at.
struct StringTable {
    /// One locale's decoded texts, with where each key is written.
    struct LocaleTexts {
        let id: String
        /// Where the locale id is written.
        let mark: Mark
        /// The texts by key.
        var texts: [String: String] = [:]
        /// Where each key is written, in document order.
        var keys: [(name: String, mark: Mark)] = []
    }

    /// The locales in document order.
    var locales: [LocaleTexts] = []

    /// locale → (key → text), as the model keeps it.
    var texts: [String: [String: String]] {
        Dictionary(locales.map { ($0.id, $0.texts) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether every locale lists the same keys in the same order, as locales written side by
    /// side usually do: then no locale lacks a key another has, which the string checks can
    /// see without hashing every key.
    var localesListSameKeys: Bool {
        guard let first = locales.first else { return true }
        return locales.dropFirst().allSatisfy { locale in
            locale.keys.count == first.keys.count && zip(locale.keys, first.keys).allSatisfy { $0.name == $1.name }
        }
    }

    /// Whether any locale defines a key.
    func defines(_ key: String) -> Bool {
        locales.contains { $0.texts[key] != nil }
    }
}
