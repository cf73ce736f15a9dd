import Diagnostics
import YAML

extension SpecDecoder {
    /// `strings`: locale ids (BCP 47 shaped) → key → text, read into the one ``StringsBlock``;
    /// texts with placeholders are warned about. A locale whose id is malformed or whose value
    /// is not a mapping is reported and left out, as is a text that is not a non-null scalar.
    mutating func decodeStrings(_ node: Document.Node?, in root: Document.Mapping) -> StringsBlock {
        guard let node else { return StringsBlock(document: document, root: root, mapping: nil, locales: []) }
        var locales: [StringsBlock.LocaleTexts] = []
        forEachEntry(of: node) { decoder, entry in
            guard LocaleID.isWellFormed(entry.name) else {
                decoder.report(
                    .invalidLocale(entry.name, suggestion: LocaleSuggestion.builtIn.suggestion(for: entry.name)),
                    at: entry.keyMark)
                return
            }
            var texts: [StringsBlock.Text] = []
            if case .mapping(let mapping) = entry.value { texts.reserveCapacity(mapping.pairs.count) }
            decoder.forEachEntry(of: entry.value) { decoder, text in
                // The scalar is taken once; anything else is what string(_:) reports.
                guard case .scalar(let scalar) = text.value, !scalar.isNull else {
                    _ = decoder.string(text.value)
                    return
                }
                let string = scalar.text
                if let placeholder = scalar.withUTF8(TextShape.placeholder(inUTF8:)) {
                    decoder.report(.placeholder(placeholder), at: scalar.mark)
                }
                texts.append(StringsBlock.Text(key: text.name, text: string, keyMark: text.keyMark, value: scalar))
            }
            guard case .mapping(let mapping) = entry.value else { return }
            locales.append(StringsBlock.LocaleTexts(id: entry.name, mark: entry.keyMark, mapping: mapping, entries: texts))
        }
        guard case .mapping(let mapping) = node else {
            return StringsBlock(document: document, root: root, mapping: nil, locales: locales)
        }
        return StringsBlock(document: document, root: root, mapping: mapping, locales: locales)
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
        guard let text = string(node) else { return nil }
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
    /// A text with a placeholder, which v1 labels do not fill in.
    static func placeholder(_ placeholder: String) -> Self {
        Self(rule: .placeholder, "labels have no placeholders in version 1, but this text contains '\(placeholder)'")
    }

    /// A color that is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    static func invalidColor(_ text: String) -> Self {
        Self(rule: .invalidColor, "'\(text)' is not a color: write #RGB, #RRGGBB or #RRGGBBAA")
    }

    /// A color name that `colors` does not define.
    static func unknownColor(_ name: String, suggestion: String?) -> Self {
        Self(rule: .unknownColor, "unknown color '\(name)'; name an entry of colors or write #RRGGBB\(didYouMean(suggestion))")
    }
}
