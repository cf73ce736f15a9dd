import Foundation
import RefreshEngine
import RefreshReport
import RefreshRunner
import RefreshSpec

/// `textDocument/hover`: a key's documentation (on an `expect` field, with the value the run
/// gives there); on a component id, its thresholds with their arithmetic, as `tree` prints
/// them; on a label key, its text in every locale.
enum Hover {
    static func info(_ context: FeatureContext) -> Any {
        guard let offset = context.offset, let word = Self.word(at: offset, in: context.document) else { return NSNull() }
        let text: String?
        if let component = context.analysis?.outline.components.first(where: { $0.id == word.text }) {
            text = thresholds(of: component, context)
        } else if context.analysis?.outline.labelKeyUses.contains(where: { $0.word == word.text }) ?? false
            || context.stringKeys.contains(word.text)
        {
            text = LabelTexts(key: word.text, context: context).markdown
        } else {
            let observed = ExpectedValues.observed(at: context.document.mark(ofOffset: word.start), context)
            text = keyDocumentation(word.text, at: word.start, context).map { documentation in
                observed.map { documentation + "\n\nThe run gives \($0) here." } ?? documentation
            }
        }
        guard let text else { return NSNull() }
        let range = TextRange(
            start: context.document.position(ofOffset: word.start, encoding: context.encoding),
            end: context.document.position(ofOffset: word.end, encoding: context.encoding))
        return ["contents": ["kind": "markdown", "value": text], "range": range.json] as JSONObject
    }

    /// The documentation of `name` when it is a key of the mapping it is written in.
    private static func keyDocumentation(_ name: String, at start: Int, _ context: FeatureContext) -> String? {
        let cursor = CursorContext(at: start, in: context.document)
        guard case .table(let table) = SchemaPlace(path: cursor.path), let key = table[name] else { return nil }
        return KeyDocumentation.markdown(key)
    }

    /// A component's type and its thresholds before any step, in its default locale.
    private static func thresholds(of component: SpecOutline.Component, _ context: FeatureContext) -> String {
        let heading = "**\(component.id)** — \(component.type ?? "component")"
        guard let spec = context.analysis?.load.spec else { return heading + "\n\nThresholds show once the spec has no errors." }
        let view = AssembledSpec(spec: spec, locale: spec.defaultLocale).scrollView
        let explanation = view.thresholds().first { $0.component == component.id }?.explanation ?? "none while hidden or detached"
        return heading + "\n\nThresholds: " + explanation
    }

    /// The word under the cursor, as a plain scalar or key is delimited.
    static func word(at offset: Int, in document: OpenDocument) -> (text: String, start: Int, end: Int)? {
        let line = document.position(ofOffset: offset, encoding: .utf8).line
        let lineStart = document.lineStarts[line]
        let lineEnd = document.lineEnd(line)
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
        var start = min(offset, lineEnd)
        while start > lineStart, isWordByte(document.bytes[start - 1]) { start -= 1 }
        var end = min(offset, lineEnd)
        while end < lineEnd, isWordByte(document.bytes[end]) { end += 1 }
        guard start < end else { return nil }
        return (String(decoding: document.bytes[start..<end], as: UTF8.self), start, end)
    }
}
