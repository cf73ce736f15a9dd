import Diagnostics
import YAML

extension Document.Mapping {
    /// The text a `,` cut in two when the pair at `index` is the rest of the value before it:
    /// in `{text: Pull down, to refresh}` the comma ends the text `Pull down`, and `to refresh`
    /// reads as a key with no value. Such a pair is a plain key with no `:` and no value, on the
    /// line of the plain text before it, which a block mapping cannot hold (`{a: b, c: }` reads
    /// the same, and is taken for the same slip); the text is then the two parts joined as
    /// written (`Pull down, to refresh`). Nil for any other pair.
    func commaEndedText(at index: Int) -> String? {
        guard index > 0, case .scalar(let key) = pairs.key(at: index), key.style == .plain,
            case .scalar(let value) = pairs.value(at: index), value.style == .plain, value.utf8Count == 0,
            case .scalar(let before) = pairs.value(at: index - 1), before.style == .plain, before.utf8Count > 0,
            before.mark.line == key.mark.line, before.mark.column < key.mark.column
        else { return nil }
        return "\(before.text), \(key.text)"
    }
}

extension Diagnostic.Message {
    /// What to write when a `,` ended a text that went on: the whole text, quoted.
    static func commaEndsText(_ joined: String) -> String {
        "a ',' inside {...} ends the text before it; to write '\(joined)', put it in quotes"
    }
}
