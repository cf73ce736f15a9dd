import Diagnostics

/// A libyaml scanner or parser error as a diagnostic, explained where libyaml's own words do
/// not say what to fix: a tab in the indentation, a reserved character, a line indented like no
/// open mapping or list, or deeper than the line above. The position is always libyaml's
/// problem mark; libyaml's words stay in the message or, where the message replaces them, in a
/// note.
struct SyntaxError {
    /// libyaml's problem, e.g. `did not find expected key`.
    let problem: String
    /// Where libyaml found it.
    let mark: Mark
    /// What libyaml was doing (`while parsing a block mapping`) and where that began.
    let context: (text: String, mark: Mark)?
    /// The problem's line and the line before it, without line breaks.
    let lines: (problem: String?, previous: String?)

    /// A block collection libyaml was reading when a line did not fit it.
    enum Block: String, CustomStringConvertible {
        case mapping
        case list

        var description: String { rawValue }

        /// One entry, as a line should read.
        var entry: String {
            self == .mapping ? "a 'key: value'" : "an item ('- ')"
        }

        /// Where the entries of a block starting at `column` are.
        func entries(at column: Int) -> String {
            self == .mapping ? "whose keys are at column \(column)" : "whose items start with '-' at column \(column)"
        }

        /// The next entry of a block starting at `column`.
        func next(at column: Int) -> String {
            self == .mapping ? "key (at column \(column))" : "item ('-' at column \(column))"
        }
    }

    private static let tabProblems: Set = [
        "found a tab character that violates indentation", "found a tab character where an indentation space is expected",
    ]

    /// The diagnostic in `file`.
    func diagnostic(file: String) -> Diagnostic {
        let contextNote = context.map { [Diagnostic.Note($0.text, at: $0.mark)] } ?? []
        guard let explanation = explained else {
            return Diagnostic(.yamlSyntax(problem), file: file, at: mark, notes: contextNote)
        }
        let problemNote = explanation.replacesProblem ? [Diagnostic.Note("libyaml: \(problem)")] : []
        return Diagnostic(explanation.message, file: file, at: mark, notes: problemNote + contextNote)
    }

    /// The explanation, when there is one, and whether it leaves libyaml's words out.
    private var explained: (message: Diagnostic.Message, replacesProblem: Bool)? {
        let characters = Array((lines.problem ?? "").unicodeScalars)
        let index = mark.column - 1
        let character = index < characters.count ? characters[index] : nil
        let startsLine = character != nil && characters[..<index].allSatisfy { $0 == " " || $0 == "\t" }
        switch (problem, context?.text) {
        case (let problem, _) where Self.tabProblems.contains(problem):
            return (.tabIndentation, true)
        case ("found character that cannot start any token", _) where character == "\t" && startsLine:
            return (.tabIndentation, true)
        case ("found character that cannot start any token", _) where character == "@" || character == "`":
            return character.map { (.reservedIndicator(Character($0)), true) }
        case ("did not find expected key", "while parsing a block mapping"?):
            if let written = keyBeforeFlowCollection {
                return (.colonMissingBeforeFlow(problem, key: written.key, word: written.word, fix: written.fix), false)
            }
            return context.map {
                (.misplacedLine(problem, in: .mapping, began: $0.mark, lineColumn: startsLine ? mark.column : nil), false)
            }
        case ("did not find expected '-' indicator", "while parsing a block collection"?):
            return context.map {
                (.misplacedLine(problem, in: .list, began: $0.mark, lineColumn: startsLine ? mark.column : nil), false)
            }
        case ("could not find expected ':'", "while scanning a simple key"?):
            return keyWithoutSpace.map { (.colonWithoutSpace(problem, text: $0.text, at: $0.mark, fix: $0.fix), false) }
        case ("mapping values are not allowed in this context", nil) where Self.hasKey(before: index, in: characters):
            return (.colonInPlainText(problem), false)
        case ("mapping values are not allowed in this context", nil) where isIndentedDeeperThanPreviousLine:
            return (.continuedValue(problem), false)
        default:
            return nil
        }
    }

    /// The text libyaml began to read as a key when that text holds a `:` with no space after
    /// it (`dataCount:20`), which YAML reads as one plain text rather than a key and its value:
    /// the text as written, where it starts, and how it reads with the space.
    private var keyWithoutSpace: (text: String, mark: Mark, fix: String)? {
        guard let start = context?.mark, let text = textWritten(from: start) else { return nil }
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return nil }
        let value = text[text.index(after: colon)...]
        guard let first = value.first, first != " ", first != "\t", first != ":" else { return nil }
        return (text, start, "\(text[..<colon]): \(value)")
    }

    /// A word and a `{` or `[` after it, with no `:` between them, starting the problem's line
    /// (after its indentation and any `- `): `expect {header: {state: idle}}`. YAML read the word
    /// and the collection's text up to its first `: ` as one key (`expect {header`), and the rest
    /// cannot follow it. The key, the word, and the text with the `:` put in.
    private var keyBeforeFlowCollection: (key: String, word: String, fix: String)? {
        guard let line = lines.problem, let text = Self.trimmed(Substring(line).unicodeScalars) else { return nil }
        var entry = Substring(text).drop { $0 == " " }
        while entry.hasPrefix("- ") { entry = entry.dropFirst(2).drop { $0 == " " } }
        let word = entry.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
        let rest = entry.dropFirst(word.count).drop { $0 == " " }
        guard !word.isEmpty, let opener = rest.first, opener == "{" || opener == "[",
            let keyEnd = zip(rest.indices, zip(rest, rest.dropFirst())).first(where: { $1 == (":", " ") })?.0
        else { return nil }
        return (String(entry[..<keyEnd]), String(word), "\(word): \(rest)")
    }

    /// The text of the line `start` is on, from `start` (see ``trimmed(_:)``); nil when that
    /// line is neither the problem's nor the one above.
    private func textWritten(from start: Mark) -> String? {
        let line: String? =
            switch start.line {
            case mark.line: lines.problem
            case mark.line - 1: lines.previous
            default: nil
            }
        guard let line else { return nil }
        return Self.trimmed(Substring(line).unicodeScalars.dropFirst(start.column - 1))
    }

    /// Text up to a comment (` #`) or the end of the line, without trailing blanks.
    private static func trimmed(_ text: Substring.UnicodeScalarView) -> String? {
        var written = text
        if let comment = zip(written.indices, zip(written, written.dropFirst())).first(where: { $1 == (" ", "#") }) {
            written = written[..<comment.0]
        }
        while let last = written.last, last == " " || last == "\t" { written.removeLast() }
        return String(String.UnicodeScalarView(written))
    }

    /// Whether a `key: ` comes before `index` on the line: the `:` at `index` is then a second one
    /// in the key's plain text (`tip: Tip: pull down`), which YAML reads as a key of its own.
    private static func hasKey(before index: Int, in characters: [Unicode.Scalar]) -> Bool {
        guard index <= characters.count else { return false }
        let before = characters[..<index]
        return zip(before, before.dropFirst()).contains { $0 == ":" && ($1 == " " || $1 == "\t") }
    }

    /// Whether the problem's line starts further right than the line above it, so that libyaml
    /// read it as more of the value above rather than a key of its own.
    private var isIndentedDeeperThanPreviousLine: Bool {
        guard let line = lines.problem, let previous = lines.previous, let own = Self.indentation(of: line),
            let above = Self.indentation(of: previous)
        else { return false }
        return own > above && own < mark.column - 1
    }

    /// The number of spaces a line starts with; nil for a blank or comment-only line.
    private static func indentation(of line: String) -> Int? {
        let spaces = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(spaces)
        return rest.isEmpty || rest.hasPrefix("#") ? nil : spaces
    }
}

extension Diagnostic.Message {
    /// A key on a line indented deeper than the line above, which libyaml reads as a
    /// continuation of the value above (`version: 1` then `  name: x`).
    static func continuedValue(_ problem: String) -> Self {
        Self(
            rule: .yamlSyntax,
            "invalid YAML: \(problem): this line is indented deeper than the line above, so it continues that line's value "
                + "instead of starting a key; indent it like the keys beside it")
    }

    /// A second `: ` in a plain text after a key (`feed.idle: Tip: pull down`), which YAML takes
    /// for the start of a mapping where none can be.
    package static func colonInPlainText(_ problem: String) -> Self {
        Self(
            rule: .yamlSyntax,
            "invalid YAML: \(problem): a ': ' in a text that is not quoted starts a key; put the whole text in quotes")
    }

    /// A key written with no space after its colon (`dataCount:20`), which YAML reads as one
    /// text where a `key: value` was expected.
    static func colonWithoutSpace(_ problem: String, text: String, at start: Mark, fix: String) -> Self {
        Self(
            rule: .yamlSyntax,
            "invalid YAML: \(problem): '\(text)' at \(start) has no space after its ':', so YAML reads it as one text, "
                + "not a key and its value; write '\(fix)'")
    }

    /// A word and a flow collection with no `:` between them (`expect {header: {state: idle}}`),
    /// which YAML reads as a key ending inside the collection (`expect {header`).
    static func colonMissingBeforeFlow(_ problem: String, key: String, word: String, fix: String) -> Self {
        Self(
            rule: .yamlSyntax,
            "invalid YAML: \(problem): '\(key)' was read as a key, as no ':' follows '\(word)'; write '\(fix)'")
    }

    /// A tab where libyaml reads indentation.
    static var tabIndentation: Self {
        Self(rule: .yamlSyntax, "invalid YAML: this line is indented with a tab, and tabs cannot indent YAML; use spaces")
    }

    /// `@` or `` ` `` at the start of a plain text, which YAML reserves.
    static func reservedIndicator(_ character: Character) -> Self {
        Self(rule: .yamlSyntax, "invalid YAML: '\(character)' is reserved and cannot start a plain text; put the text in quotes")
    }

    /// A line that is neither an entry of the block mapping or list libyaml was reading nor
    /// indented like one; `lineColumn` is where the line's text starts, when the problem is there.
    static func misplacedLine(_ problem: String, in block: SyntaxError.Block, began start: Mark, lineColumn: Int?) -> Self {
        let reason =
            switch lineColumn {
            case start.column?:
                "this line is at the indentation of the \(block) that began at \(start) but is not \(block.entry)"
            case let column?:
                "this line's indentation (column \(column)) does not match the \(block) that began at \(start), "
                    + block.entries(at: start.column)
            case nil:
                "nothing more can follow on this line; the \(block) that began at \(start) takes its next "
                    + "\(block.next(at: start.column)) on a new line"
            }
        return Self(rule: .yamlSyntax, "invalid YAML: \(problem): \(reason)")
    }
}
