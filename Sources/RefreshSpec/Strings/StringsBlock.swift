import Diagnostics
import YAML

/// A spec's `strings` mapping as the decoder reads it, once (``LoadResult/strings``): locales and
/// texts in document order, each with the nodes it came from, for the string checks, the export
/// and the in-place editor.
public struct StringsBlock: Sendable {
    /// One `key: text` of a locale.
    public struct Text: Sendable {
        /// The string key, as written under the locale.
        public var key: String
        /// Where the key is written.
        public var keyMark: Mark
        /// The text's scalar node, valid while ``document`` is.
        package let value: Document.Scalar
        /// The document ``value`` is read from, kept as long as the text is.
        private let document: Document

        /// The key and the text's scalar, read from `document`.
        init(key: String, keyMark: Mark, value: Document.Scalar, in document: Document) {
            self.key = key
            self.keyMark = keyMark
            self.value = value
            self.document = document
        }

        /// The text: any non-null scalar, as the spec model keeps it. Made from the document
        /// when asked for: validating a spec reads no text, only its bytes.
        public var text: String { value.text }
    }

    /// One locale's mapping of `key: text` and its nodes.
    public struct LocaleTexts: Sendable {
        /// The locale id, as written (not checked here).
        public var id: String
        /// Where the locale id is written.
        public var mark: Mark
        /// The locale's mapping node.
        package var mapping: Document.Mapping
        /// Its texts, in document order.
        public var entries: [Text]

        /// The text of `key`, if the locale has it (the first of a repeated key).
        public func text(_ key: String) -> String? {
            entries.first { $0.key == key }?.text
        }

        /// Whether the locale has `key`, its text not read.
        public func has(_ key: String) -> Bool {
            entries.contains { $0.key == key }
        }
    }

    /// The document's root mapping; nil when the document is not a mapping.
    package let root: Document.Mapping?
    /// The `strings` mapping, if the spec has one.
    package let mapping: Document.Mapping?
    /// The locales, in document order.
    public let locales: [LocaleTexts]
    /// The spec's strings as the model keeps them: locale → (key → text), the first of a
    /// repeated key. Made once, when first asked for, and shared with the spec decoded with the
    /// block (``Spec/strings``); the translation checks read it too.
    public var texts: [String: [String: String]] { sharedTexts.dictionary }
    /// The one maker of ``texts``, for the block and its spec.
    let sharedTexts: Texts
    /// Whether every locale lists the same keys in the same order, as locales written side by
    /// side usually do: then no locale lacks a key another has, which the string checks see
    /// without hashing every key.
    let listsSameKeys: Bool

    /// The document every node of the block is read from, kept as long as the block is.
    private let document: Document?

    /// A block of `locales` read from `mapping`, the `strings` value of the `document`'s `root`.
    init(document: Document?, root: Document.Mapping?, mapping: Document.Mapping?, locales: [LocaleTexts]) {
        self.document = document
        self.root = root
        self.mapping = mapping
        self.locales = locales
        let listsSameKeys = Self.listSameKeys(locales)
        self.listsSameKeys = listsSameKeys
        sharedTexts = Texts(locales: locales, listsSameKeys: listsSameKeys)
    }

    private static func listSameKeys(_ locales: [LocaleTexts]) -> Bool {
        guard let first = locales.first?.entries else { return true }
        for locale in locales.dropFirst() {
            guard locale.entries.count == first.count else { return false }
            for index in first.indices where locale.entries[index].key != first[index].key { return false }
        }
        return true
    }

    /// No block: the document did not parse or is not a mapping.
    static let none = StringsBlock(document: nil, root: nil, mapping: nil, locales: [])

    /// The locale with an id, if the block has it.
    public func locale(_ id: String) -> LocaleTexts? {
        locales.first { $0.id == id }
    }
}
