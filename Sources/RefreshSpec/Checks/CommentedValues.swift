import Diagnostics
import YAML

/// An empty value whose line goes on with `#…` (`textColor: #fff`): YAML reads a `#` after a
/// space as the start of a comment, so the value is nothing, and "expected a color, found
/// nothing" alone does not say why. Such a diagnostic gets a note at the `#` with the value
/// in quotes. Only diagnostics that say "found nothing" are looked at, so a spec without them
/// costs nothing, and the file's lines are indexed once however many there are.
enum CommentedValues {
    /// `diagnostics`, each empty value followed by a comment explained.
    static func explained(_ diagnostics: [Diagnostic], in source: Source) -> [Diagnostic] {
        var lines: Source.LineIndex?
        return diagnostics.map { diagnostic in
            guard diagnostic.rule == SpecRule.wrongType.rawValue, diagnostic.message.hasSuffix(", found nothing") else {
                return diagnostic
            }
            let index = lines ?? source.lineIndex()
            lines = index
            guard let line = index.text(diagnostic.mark.line) else { return diagnostic }
            let after = line.unicodeScalars.dropFirst(diagnostic.mark.column - 1)
            let rest = after.drop { $0 == " " || $0 == "\t" }
            guard rest.first == "#" else { return diagnostic }
            let ends: Set<Unicode.Scalar> = [" ", "\t", ",", "}", "]"]
            var word = String.UnicodeScalarView()
            word.append(contentsOf: rest.prefix { !ends.contains($0) })
            let column = diagnostic.mark.column + (after.count - rest.count)
            var explained = diagnostic
            explained.notes.append(
                Diagnostic.Note(
                    "'#' after a space starts a comment, so the value is empty; write it in quotes: \"\(String(word))\"",
                    at: Mark(line: diagnostic.mark.line, column: column)))
            return explained
        }
    }
}
