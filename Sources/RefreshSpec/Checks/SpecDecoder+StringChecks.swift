import Diagnostics
import YAML

extension SpecDecoder {
    /// SPEC.md §5: label keys found nowhere (errors) and keys no label uses (warnings). Missing
    /// translations are ``LocaleCoverage``'s, once the scenarios' locales are known.
    mutating func checkStrings(_ strings: StringsBlock, components: [ComponentSpec]) {
        var used: [String] = []
        used.reserveCapacity(components.reduce(StringsUsage.lastUpdatedKeys.count) { $0 + $1.labels.count })
        for index in components.indices {
            for (_, label) in components[index].labels {
                guard case .key(let key) = label.content else { continue }
                used.append(key)
                // A key suggested for a misspelt one is the one meant: it is not also unused.
                if let mark = label.mark, let suggestion = checkLabelKey(key, at: mark, strings) { used.append(suggestion) }
            }
            if let lastUpdated = components[index].settings.lastUpdated, !lastUpdated.hidden {
                used += StringsUsage.lastUpdatedKeys
            }
        }
        checkUnused(strings, used: UsedKeys(used))
    }

    /// Reports a label key found nowhere; returns the key suggested for it, if any.
    private mutating func checkLabelKey(_ key: String, at mark: Mark, _ strings: StringsBlock) -> String? {
        // When every locale lists the same keys, the first one has them all.
        let locales = strings.listsSameKeys ? strings.locales.prefix(1) : strings.locales[...]
        guard !locales.contains(where: { $0.has(key) }), !LabelCatalog.builtIn.keys.contains(key),
            !keysOutsideLocales.contains(key)
        else { return nil }
        let known = Set(strings.locales.flatMap { $0.entries.map(\.key) }).union(LabelCatalog.builtIn.keys).sorted()
        let suggestion = Suggestion.closest(to: key, among: known)
        report(.unknownLabelKey(key, suggestion: suggestion), at: mark)
        return suggestion
    }

    /// Each unused key once, at its first occurrence; when all locales list the same keys, the
    /// first locale holds every first occurrence. The keys are kept for `strings check`. Those
    /// sure to come after a file's first ``FoundDiagnostics/limit`` are counted, not made.
    private mutating func checkUnused(_ strings: StringsBlock, used: UsedKeys) {
        var reported: Set<String> = []
        for locale in strings.locales.prefix(strings.listsSameKeys ? 1 : strings.locales.count) {
            for entry in locale.entries where !used.contains(entry.key) && reported.insert(entry.key).inserted {
                reportOrCount(.unusedString, .unusedString(entry.key), at: entry.keyMark)
            }
        }
        translationFindings.unusedKeys = reported
    }
}

extension SpecDecoder {
    /// The keys labels use, asked whether they hold a key of `strings`: the few keys of a usual
    /// spec are compared one by one, with no set built; many are hashed into one.
    struct UsedKeys {
        private let keys: [String]
        private let set: Set<String>?

        init(_ keys: [String]) {
            self.keys = keys
            set = keys.count > 32 ? Set(keys) : nil
        }

        func contains(_ key: String) -> Bool {
            if let set { return set.contains(key) }
            return keys.contains(key)
        }
    }
}

extension Diagnostic.Message {
    /// A label key that neither the spec's strings nor the built-in catalog define. A key that
    /// reads as text (a space or a letter outside ASCII: `Release to refresh`, `正在刷新`) is
    /// most likely meant as the label's text, written where a key goes: the message says how.
    static func unknownLabelKey(_ key: String, suggestion: String?) -> Self {
        let readsAsText = key.unicodeScalars.contains { $0 == " " || !$0.isASCII }
        let hint = suggestion == nil && readsAsText ? "; to show it as it is, write {text: \(key)}" : ""
        return Self(
            rule: .unknownLabelKey,
            "label key '\(key)' is found neither in strings nor in the built-in catalog",
            suggesting: suggestion, then: hint)
    }

    /// A key of `strings` that no label uses.
    package static func unusedString(_ key: String) -> Self {
        Self(rule: .unusedString, "no label uses '\(key)'")
    }
}
