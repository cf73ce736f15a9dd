import YAML

extension SpecDecoder {
    /// SPEC.md §5: label keys found nowhere (errors); keys missing in some locale of `strings`
    /// and keys no label uses (warnings).
    mutating func checkStrings(_ strings: StringTable, components: [ComponentSpec]) {
        var used: Set<String> = []
        used.reserveCapacity(components.reduce(StringsUsage.lastUpdatedKeys.count) { $0 + $1.labels.count })
        for component in components {
            for label in component.labels.values {
                guard case .key(let key) = label.content else { continue }
                used.insert(key)
                if let mark = label.mark { checkLabelKey(key, at: mark, strings) }
            }
            if let lastUpdated = component.lastUpdated, !lastUpdated.hidden { used.formUnion(StringsUsage.lastUpdatedKeys) }
        }
        checkTranslations(strings)
        checkUnused(strings, used: used)
    }

    private mutating func checkLabelKey(_ key: String, at mark: Mark, _ strings: StringTable) {
        guard !strings.defines(key), !Catalog.builtIn.keys.contains(key) else { return }
        let known = Set(strings.locales.flatMap { $0.keys.map(\.name) }).union(Catalog.builtIn.keys).sorted()
        report(.unknownLabelKey(key, suggestion: Suggestion.closest(to: key, among: known)), at: mark)
    }

    private mutating func checkTranslations(_ strings: StringTable) {
        guard strings.locales.count > 1, !strings.localesListSameKeys else { return }
        var keys: [String] = []
        var seen: Set<String> = []
        seen.reserveCapacity(strings.locales[0].keys.count)
        for locale in strings.locales {
            for key in locale.keys where seen.insert(key.name).inserted { keys.append(key.name) }
        }
        // A locale with as many keys as all locales together has each of them.
        for locale in strings.locales where locale.keys.count < keys.count {
            for key in keys where locale.texts[key] == nil {
                report(.missingTranslation(key, locale: locale.id), at: locale.mark)
            }
        }
    }

    /// Each unused key once, at its first occurrence; when all locales list the same keys, the
    /// first locale holds every first occurrence.
    private mutating func checkUnused(_ strings: StringTable, used: Set<String>) {
        var reported: Set<String> = []
        for locale in strings.locales.prefix(strings.localesListSameKeys ? 1 : strings.locales.count) {
            for key in locale.keys where !used.contains(key.name) && reported.insert(key.name).inserted {
                report(.unusedString(key.name), at: key.mark)
            }
        }
    }
}
