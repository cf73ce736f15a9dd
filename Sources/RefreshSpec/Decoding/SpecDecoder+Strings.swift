import Diagnostics
import RefreshCore
import YAML

extension SpecDecoder {
    /// `strings`: locale ids (BCP 47 shaped) → key → text, read into the one ``StringsBlock``;
    /// texts with placeholders are warned about. A locale whose id is malformed or whose value
    /// is not a mapping is reported and left out, as is a text that is not a non-null scalar.
    mutating func decodeStrings(_ node: Document.Node?, in root: Document.Mapping) -> StringsBlock {
        guard let node else { return StringsBlock(document: document, root: root, mapping: nil, locales: []) }
        var locales: [StringsBlock.LocaleTexts] = []
        var firstKeys = SharedKeys()
        forEachEntry(of: node) { decoder, entry in
            guard LocaleID.isWellFormed(entry.name) else {
                if case .scalar = entry.value {
                    decoder.report(.textOutsideLocale(entry.name), at: entry.keyMark)
                    decoder.keysOutsideLocales.insert(entry.name)
                    return
                }
                decoder.report(
                    .invalidLocale(entry.name, suggestion: LocaleSuggestion.builtIn.suggestion(for: entry.name)),
                    at: entry.keyMark)
                return
            }
            if let builtIn = LabelCatalog.builtIn.locale(inOtherCase: entry.name) {
                decoder.report(.builtInLocaleInOtherCase(entry.name, builtIn: builtIn), at: entry.keyMark)
            }
            var texts: [StringsBlock.Text] = []
            if case .mapping(let mapping) = entry.value { texts.reserveCapacity(mapping.pairs.count) }
            let keys = firstKeys
            let isFirst = keys.mapping == nil
            if isFirst, case .mapping(let mapping) = entry.value { firstKeys = SharedKeys(mapping: mapping) }
            decoder.forEachEntry(of: entry.value, naming: keys.name) { decoder, text in
                if isFirst { firstKeys.record(text.name, at: text.index) }
                // A YAML 1.1 merge key (`fr: {<<: *en}`) is reported at the `<<`, not where its value is anchored.
                guard text.name != "<<" else {
                    decoder.report(.unknownKey("<<", in: "locale '\(entry.name)' of strings", suggestions: []), at: text.keyMark)
                    return
                }
                // The scalar is taken once; anything else is what string(_:) reports.
                guard case .scalar(let scalar) = text.value, !scalar.isNull else {
                    if case .mapping(let mapping) = entry.value, let joined = mapping.commaEndedText(at: text.index) {
                        decoder.report(.textCutByComma(text.name, joined: joined), at: text.keyMark)
                    } else {
                        _ = decoder.string(text.value)
                    }
                    return
                }
                if let placeholder = scalar.withUTF8(TextShape.placeholder(inUTF8:)) {
                    decoder.report(.placeholder(placeholder), at: scalar.mark)
                }
                texts.append(StringsBlock.Text(key: text.name, keyMark: text.keyMark, value: scalar, in: decoder.document))
            }
            guard case .mapping(let mapping) = entry.value else { return }
            locales.append(StringsBlock.LocaleTexts(id: entry.name, mark: entry.keyMark, mapping: mapping, entries: texts))
        }
        guard case .mapping(let mapping) = node else {
            return StringsBlock(document: document, root: root, mapping: nil, locales: locales)
        }
        return StringsBlock(document: document, root: root, mapping: mapping, locales: locales)
    }

    /// The first locale's keys, by pair index, for the locales after it: locales are usually
    /// written side by side, and a key whose bytes are those of the first locale's key at the
    /// same index is that string again rather than one more made from the document.
    private struct SharedKeys {
        private(set) var mapping: Document.Mapping?
        private var names: [String?] = []

        init(mapping: Document.Mapping? = nil) {
            self.mapping = mapping
            if let mapping { names = Array(repeating: nil, count: mapping.pairs.count) }
        }

        mutating func record(_ name: String, at index: Int) {
            names[index] = name
        }

        /// The key's name: the first locale's at the same index when the bytes are the same.
        func name(_ index: Int, _ key: Document.Scalar) -> String {
            guard let mapping, index < names.count, let name = names[index],
                case .scalar(let firstKey) = mapping.pairs.key(at: index), firstKey.hasSameBytes(as: key)
            else { return key.text }
            return name
        }
    }

    /// `colors`: identifiers → `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    mutating func decodeColors(_ node: Document.Node) -> [String: Color] {
        var colors: [String: Color] = [:]
        forEachEntry(of: node) { decoder, entry in
            guard TextShape.isIdentifier(entry.name) else {
                decoder.report(.invalidIdentifier(entry.name), at: entry.keyMark)
                return
            }
            if let color = decoder.color(entry.value, named: [:]) {
                colors[entry.name] = color
            } else {
                decoder.invalidColorNames.insert(entry.name)
            }
        }
        return colors
    }

    /// A color: hex, or a name from `colors`.
    mutating func color(_ node: Document.Node, named colors: [String: Color]) -> Color? {
        guard let scalar = node.scalar, !scalar.isNull else {
            reportWrongType("a color (#RGB, #RRGGBB, #RRGGBBAA or a name of colors)", at: node)
            return nil
        }
        let text = scalar.text
        if text.hasPrefix("#") {
            guard let color = Color(hex: text) else {
                report(.invalidColor(text), at: node.mark)
                return nil
            }
            return color
        }
        if let color = colors[text] { return color }
        guard !invalidColorNames.contains(text) else { return nil }
        report(.unknownColor(text, suggestion: Suggestion.closest(to: text, among: colors.keys.sorted())), at: node.mark)
        return nil
    }
}

extension Diagnostic.Message {
    /// A locale of `strings` that is a built-in one in another letter case (`zh-hans`): locale
    /// ids are matched as written, so the built-in texts are not its fallback.
    static func builtInLocaleInOtherCase(_ locale: String, builtIn: String) -> Self {
        Self(
            rule: .unknownLocale,
            "locale '\(locale)' differs from the built-in '\(builtIn)' only in letter case; ids are matched as written, so the two are not one locale: write '\(builtIn)'"
        )
    }

    /// A key of `strings` with a text for its value, where a locale and its mapping of texts go:
    /// the texts were written without the locale level (`strings: {feed.idle: Pull}`).
    static func textOutsideLocale(_ key: String) -> Self {
        var message = invalidLocale(key, suggestion: nil)
        message.text +=
            ", and strings holds locales, each with its texts under it: write the key under a locale, "
            + "as in strings: {en: {\(key): ...}}"
        return message
    }

    /// A key of `strings` with no text that is the rest of the text before it, cut off by a
    /// `,` in a flow mapping (`{feed.idle: Pull down, to refresh}`).
    static func textCutByComma(_ key: String, joined: String) -> Self {
        Self(rule: .wrongType, "'\(key)' has no text, as \(commaEndsText(joined))")
    }

    /// A text with a placeholder, which v1 labels do not fill in.
    package static func placeholder(_ placeholder: String) -> Self {
        Self(rule: .placeholder, "labels have no placeholders in version 1, but this text contains '\(placeholder)'")
    }

    /// A color that is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`, with what is wrong with it: the
    /// first character that is no hex digit, or how many digits it has.
    static func invalidColor(_ text: String) -> Self {
        let digits = text.dropFirst()
        let problem =
            if let other = digits.first(where: { !($0.isASCII && $0.isHexDigit) }) {
                "'\(other)' is not a hex digit"
            } else {
                "it has \(digits.count) hex digit\(digits.count == 1 ? "" : "s")"
            }
        return Self(rule: .invalidColor, "'\(text)' is not a color: \(problem); write #RGB, #RRGGBB or #RRGGBBAA")
    }

    /// A color name that `colors` does not define.
    static func unknownColor(_ name: String, suggestion: String?) -> Self {
        Self(
            rule: .unknownColor, "unknown color '\(name)'; name an entry of colors or write #RRGGBB",
            suggesting: suggestion)
    }
}
