import Diagnostics
import RefreshSpec
import YAML

/// `strings export` of many specs: every spec's texts (and, asked for, the built-in texts its
/// labels use) gathered per locale into one set, for one catalog of a whole app. The same key
/// with the same text in two specs is exported once; with different texts (same locale) it is
/// a conflict, located at both texts.
public struct MergedExport: Sendable {
    /// The catalog's source language: the first spec's `defaultLocale`.
    public private(set) var sourceLanguage: String?
    /// Per locale, in the order first exported, its texts in the order first exported.
    public private(set) var locales: [StringsExport.ExportedLocale] = []
    /// Two texts of one key and locale that differ, each located in its spec: per spec path,
    /// its diagnostics. Nothing should be written while there is one.
    public private(set) var conflicts: [(path: String, diagnostics: [Diagnostic])] = []

    /// Per key, the text the specs show in ``sourceLanguage`` (their own, a fallback, or a
    /// built-in text): what XLIFF gives as each unit's source.
    public private(set) var sourceTexts: [String: String] = [:]
    /// Per key, the labels that show it, in the order met, each once.
    public private(set) var uses: [String: [LabelUse]] = [:]

    /// Where each key's text of each locale was first exported from: locale → key → origin.
    private var origins: [String: [String: Origin]] = [:]

    /// A text's spec and where in it the text is written.
    struct Origin: Sendable {
        var path: String
        var mark: Mark
        var text: String
    }

    /// An empty export.
    public init() {}

    /// Adds a spec's texts (``StringsExport/locales(of:block:includeBuiltIns:)``), read from
    /// the file at `path`.
    public mutating func add(_ spec: Spec, block: StringsBlock, path: String, includeBuiltIns: Bool) {
        if sourceLanguage == nil { sourceLanguage = spec.defaultLocale }
        let resolver = StringResolver(spec: spec)
        for (key, found) in LabelUse.uses(in: spec) {
            for use in found where !(uses[key] ?? []).contains(use) { uses[key, default: []].append(use) }
        }
        var found: [Diagnostic] = []
        for locale in StringsExport.locales(of: spec, block: block, includeBuiltIns: includeBuiltIns) {
            let index = locales.firstIndex { $0.id == locale.id } ?? append(locale.id)
            for (key, text) in locale.entries {
                if sourceTexts[key] == nil, let source = resolver.resolve(key, locale: sourceLanguage ?? spec.defaultLocale) {
                    sourceTexts[key] = source.text
                }
                let here = Origin(path: path, mark: Self.mark(of: key, locale: locale.id, in: spec, block: block), text: text)
                guard let first = origins[locale.id]?[key] else {
                    origins[locale.id, default: [:]][key] = here
                    locales[index].entries.append((key, text))
                    continue
                }
                guard first.text != text else { continue }
                found.append(
                    Diagnostic(.conflictingText(key, locale: locale.id, here: here, there: first), file: path, at: here.mark))
                record(
                    Diagnostic(
                        .conflictingText(key, locale: locale.id, here: first, there: here), file: first.path, at: first.mark))
            }
        }
        if !found.isEmpty { record(found, in: path) }
    }

    /// The String Catalog to write over `existing` (the catalog already in the output, if
    /// any): its texts kept key by key, those the export has replaced by the export's, the
    /// export's new ones added; the source language is the export's.
    public func catalog(over existing: XCStrings.Contents?) -> XCStrings.Contents {
        var texts = existing?.texts ?? [:]
        for locale in locales {
            for (key, text) in locale.entries { texts[locale.id, default: [:]][key] = text }
        }
        return XCStrings.Contents(sourceLanguage: sourceLanguage ?? existing?.sourceLanguage ?? "en", texts: texts)
    }

    /// A locale's `.strings` entries to write over `existing` (the file already in the output):
    /// its entries in their order, each the export has taking the export's text, then the
    /// export's new keys in export order.
    public static func entries(
        _ exported: [(key: String, value: String)], over existing: [(key: String, value: String)]
    ) -> [(key: String, value: String)] {
        merged(exported, over: existing, key: \.key)
    }

    /// `exported` over `existing`, matched by `key`: the existing ones in their order, each the
    /// export has replaced by the export's, then the export's new ones in export order.
    static func merged<Item>(_ exported: [Item], over existing: [Item], key: (Item) -> String) -> [Item] {
        let new = Dictionary(exported.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let kept = Set(existing.map(key))
        return existing.map { new[key($0)] ?? $0 } + exported.filter { !kept.contains(key($0)) }
    }

    /// Where the text of `key` in `locale` was exported from: its spec's path and the text's
    /// place; for a locale without the key, the first locale's text of it.
    public func place(of key: String, locale: String) -> (path: String, mark: Mark)? {
        let origin = origins[locale]?[key] ?? locales.lazy.compactMap { origins[$0.id]?[key] }.first
        return origin.map { ($0.path, $0.mark) }
    }

    private mutating func append(_ locale: String) -> Int {
        locales.append((locale, []))
        return locales.count - 1
    }

    private mutating func record(_ diagnostic: Diagnostic) {
        record([diagnostic], in: diagnostic.file)
    }

    private mutating func record(_ diagnostics: [Diagnostic], in path: String) {
        if let index = conflicts.firstIndex(where: { $0.path == path }) {
            conflicts[index].diagnostics += diagnostics
        } else {
            conflicts.append((path, diagnostics))
        }
    }

    /// Where the spec gives the text: its own text's scalar, or, for a built-in text, the first
    /// component whose label looks the key up.
    private static func mark(of key: String, locale: String, in spec: Spec, block: StringsBlock) -> Mark {
        if let own = block.locales.first(where: { $0.id == locale })?.entries.first(where: { $0.key == key }) {
            return own.value.mark
        }
        for component in spec.components {
            for state in component.type.states {
                guard let label = component.labels[state], label.content == .key(key) else { continue }
                return label.mark ?? component.mark
            }
        }
        return spec.scrollViewMark
    }
}

extension Diagnostic.Message {
    /// A key that one spec of an export gives one text and another spec another, in one locale.
    /// `here` is the text at the diagnostic's place, `there` the other one.
    static func conflictingText(_ key: String, locale: String, here: MergedExport.Origin, there: MergedExport.Origin) -> Self {
        Self(
            SpecRule.duplicateKey,
            "'\(key)' in \(locale) is '\(LongText.shortened(here.text))' here but '\(LongText.shortened(there.text))' at "
                + "\(there.path):\(there.mark.line):\(there.mark.column); one catalog holds one text per key")
    }
}
