import Diagnostics
import YAML

/// A spec's `strings` mapping as written: locales and texts in document order, each with the
/// nodes it came from, for the string checks, the export and the in-place editor.
public struct StringsBlock: Sendable {
    /// One `key: text` of a locale.
    public struct Text: Sendable {
        /// The string key, as written under the locale.
        public var key: String
        /// The text (only string scalars are read).
        public var text: String
        /// Where the key is written.
        public var keyMark: Mark
        /// The text's scalar node.
        public var value: Node.Scalar
    }

    /// One locale's mapping of `key: text` and its nodes.
    public struct LocaleTexts: Sendable {
        /// The locale id, as written (not checked here).
        public var id: String
        /// Where the locale id is written.
        public var mark: Mark
        /// The locale's mapping node.
        public var mapping: Node.Mapping
        /// Its texts, in document order.
        public var entries: [Text]

        /// The text of `key`, if the locale has it.
        public func text(_ key: String) -> String? {
            entries.first { $0.key == key }?.text
        }
    }

    /// The document's root mapping; nil when the document is not a mapping.
    public let root: Node.Mapping?
    /// The `strings` mapping, if the spec has one.
    public let mapping: Node.Mapping?
    /// The locales, in document order.
    public let locales: [LocaleTexts]

    /// Reads the `strings` block of a spec document's root node. Anything the spec decoder
    /// would reject (a non-mapping, a non-string text, a repeated key) is skipped.
    public init(root node: Node?) {
        guard case .mapping(let root) = node else {
            (self.root, mapping, locales) = (nil, nil, [])
            return
        }
        self.root = root
        let value = root.value(forKey: "strings")
        guard case .mapping(let strings) = value else {
            (mapping, locales) = (nil, [])
            return
        }
        mapping = strings
        var locales: [LocaleTexts] = []
        for pair in strings.pairs {
            guard let id = pair.key.scalar, case .mapping(let texts) = pair.value, !locales.contains(where: { $0.id == id.text })
            else { continue }
            locales.append(LocaleTexts(id: id.text, mark: id.mark, mapping: texts, entries: Self.entries(of: texts)))
        }
        self.locales = locales
    }

    /// The locale with an id, if the block has it.
    public func locale(_ id: String) -> LocaleTexts? {
        locales.first { $0.id == id }
    }

    /// The spec's strings as the model keeps them: locale → (key → text).
    public var texts: [String: [String: String]] {
        var texts: [String: [String: String]] = [:]
        for locale in locales {
            texts[locale.id] = Dictionary(locale.entries.map { ($0.key, $0.text) }, uniquingKeysWith: { first, _ in first })
        }
        return texts
    }

    private static func entries(of mapping: Node.Mapping) -> [Text] {
        var entries: [Text] = []
        var keys: Set<String> = []
        for pair in mapping.pairs {
            guard let key = pair.key.scalar, let value = pair.value.scalar, case .string(let text) = value.value,
                keys.insert(key.text).inserted
            else { continue }
            entries.append(Text(key: key.text, text: text, keyMark: key.mark, value: value))
        }
        return entries
    }
}
