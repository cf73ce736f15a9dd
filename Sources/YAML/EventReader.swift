internal import CYaml
import Diagnostics

/// One libyaml event as the composer needs it: plain values, so that reading one allocates and
/// releases nothing. A tag, an anchor or an alias's name is read from the reader only when the
/// event has one.
struct Event {
    enum Kind {
        case streamStart, streamEnd, documentStart, documentEnd, alias, scalar
        case sequenceStart, sequenceEnd, mappingStart, mappingEnd
    }

    var kind: Kind
    var mark: Mark
    /// A scalar's text length in bytes (the reader appended the text to the caller's buffer).
    var count = 0
    var style = Document.Scalar.Style.plain
    /// Whether a scalar or collection has an explicit tag, or an anchor.
    var hasTag = false
    var hasAnchor = false
}

/// The only place that talks to libyaml: owns a parser over borrowed bytes and turns each
/// event, or the parser's failure, into Swift values at once.
final class EventReader {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    /// The event last read, kept until the next one so that its tag and anchor can be asked for.
    private let event: UnsafeMutablePointer<yaml_event_t>
    private var holdsEvent = false
    private let source: Source

    /// Creates a reader over `bytes`, which must stay alive and unmoved while it is used.
    init(bytes: UnsafeBufferPointer<UInt8>, source: Source) {
        self.source = source
        parser = PlainMemory.allocate(yaml_parser_t.self, capacity: 1)
        event = PlainMemory.allocate(yaml_event_t.self, capacity: 1)
        yaml_parser_initialize(parser)
        yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
    }

    deinit {
        if holdsEvent { yaml_event_delete(event) }
        PlainMemory.deallocate(event)
        yaml_parser_delete(parser)
        PlainMemory.deallocate(parser)
    }

    /// The next event, or the diagnostic for libyaml's failure. A scalar's text is appended to
    /// `text`, so that no string is made for it.
    @inline(__always)  // on every event, from the composer's one loop
    func next(appendingTextTo text: inout GrowingBuffer<UInt8>) throws(Diagnostic) -> Event {
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        guard yaml_parser_parse(parser, event) != 0 else { throw failure() }
        holdsEvent = true
        let mark = Self.mark(event.pointee.start_mark)
        switch event.pointee.type {
        case YAML_STREAM_START_EVENT: return Event(kind: .streamStart, mark: mark)
        case YAML_DOCUMENT_START_EVENT: return Event(kind: .documentStart, mark: mark)
        case YAML_DOCUMENT_END_EVENT: return Event(kind: .documentEnd, mark: mark)
        case YAML_ALIAS_EVENT: return Event(kind: .alias, mark: mark)
        case YAML_SCALAR_EVENT:
            let data = event.pointee.data.scalar
            text.append(contentsOf: UnsafeBufferPointer(start: data.value, count: data.length))
            return Event(
                kind: .scalar, mark: mark, count: data.length, style: Self.style(data.style), hasTag: data.tag != nil,
                hasAnchor: data.anchor != nil)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.pointee.data.sequence_start
            return Event(kind: .sequenceStart, mark: mark, hasTag: data.tag != nil, hasAnchor: data.anchor != nil)
        case YAML_SEQUENCE_END_EVENT: return Event(kind: .sequenceEnd, mark: mark)
        case YAML_MAPPING_START_EVENT:
            let data = event.pointee.data.mapping_start
            return Event(kind: .mappingStart, mark: mark, hasTag: data.tag != nil, hasAnchor: data.anchor != nil)
        case YAML_MAPPING_END_EVENT: return Event(kind: .mappingEnd, mark: mark)
        default: return Event(kind: .streamEnd, mark: mark)
        }
    }

    /// The tag of the event last read, if it has one.
    var tag: String? {
        switch event.pointee.type {
        case YAML_SCALAR_EVENT: Self.string(event.pointee.data.scalar.tag)
        case YAML_SEQUENCE_START_EVENT: Self.string(event.pointee.data.sequence_start.tag)
        case YAML_MAPPING_START_EVENT: Self.string(event.pointee.data.mapping_start.tag)
        default: nil
        }
    }

    /// The anchor of the event last read, or the name an alias event refers to.
    var anchor: String? {
        switch event.pointee.type {
        case YAML_ALIAS_EVENT: Self.string(event.pointee.data.alias.anchor)
        case YAML_SCALAR_EVENT: Self.string(event.pointee.data.scalar.anchor)
        case YAML_SEQUENCE_START_EVENT: Self.string(event.pointee.data.sequence_start.anchor)
        case YAML_MAPPING_START_EVENT: Self.string(event.pointee.data.mapping_start.anchor)
        default: nil
        }
    }

    private static func style(_ style: yaml_scalar_style_t) -> Document.Scalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    /// libyaml's error as a diagnostic: reader errors carry a byte offset, the others a mark
    /// and an optional context, which ``SyntaxError`` explains.
    private func failure() -> Diagnostic {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "unknown error"
        switch state.error {
        case YAML_READER_ERROR:
            let start = source.startOfSequence(before: state.problem_offset)
            let mark = source.mark(atByteOffset: start)
            let message: Diagnostic.Message =
                if problem == "control characters are not allowed" {
                    .forbiddenCharacter(state.problem_value)
                } else if problem == "invalid trailing UTF-8 octet", start < state.problem_offset,
                    state.problem_offset < source.bytes.count
                {
                    .invalidTrailingByte(source.bytes[state.problem_offset], after: source.bytes[start])
                } else {
                    .invalidEncoding(problem, byte: state.problem_value)
                }
            return Diagnostic(message, file: source.path, at: mark)
        case YAML_MEMORY_ERROR:
            return Diagnostic(.yamlSyntax("out of memory"), file: source.path, at: .start)
        default:
            let mark = Self.endOfText(Self.mark(state.problem_mark), in: source)
            let context = state.context.map {
                (text: String(cString: $0), mark: Self.endOfText(Self.mark(state.context_mark), in: source))
            }
            let lines = (problem: source.lineText(mark.line), previous: source.lineText(mark.line - 1))
            return SyntaxError(problem: problem, mark: mark, context: context, lines: lines).diagnostic(file: source.path)
        }
    }

    /// A problem libyaml meets at the end of the stream is marked on the empty line after the
    /// text's final line break, a line the file does not have (an editor cannot go there, a
    /// GitHub annotation there lands on no line): it is moved to the end of the last line.
    private static func endOfText(_ mark: Mark, in source: Source) -> Mark {
        guard mark.column == 1, mark.line > 1, mark == source.mark(atByteOffset: source.bytes.count),
            let last = source.lineText(mark.line - 1)
        else { return mark }
        return Mark(line: mark.line - 1, column: last.unicodeScalars.count + 1)
    }

    @inline(__always)  // on every event: a call cost more than the mark
    private static func mark(_ mark: yaml_mark_t) -> Mark {
        Mark(line: mark.line + 1, column: mark.column + 1)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}

extension Diagnostic.Message {
    /// libyaml rejected the input; `problem` is its own description.
    static func yamlSyntax(_ problem: String) -> Self {
        Self(rule: .yamlSyntax, "invalid YAML: \(problem)")
    }

    /// The input is not valid UTF-8 (or UTF-16 with a byte order mark). libyaml names the
    /// offending byte, or gives -1 when the input ends inside a character: then no byte is named.
    static func invalidEncoding(_ problem: String, byte: Int32) -> Self {
        guard byte >= 0 else { return Self(rule: .yamlEncoding, "invalid text encoding: \(problem) at the end of the file") }
        // A byte that starts no UTF-8 character is most often a file in another encoding.
        let advice = problem.contains("UTF-8") ? "; save the file as UTF-8" : ""
        return Self(rule: .yamlEncoding, "invalid text encoding: \(problem) (byte \(hex(byte)))\(advice)")
    }

    /// A UTF-8 character's lead byte followed by a byte that cannot continue it: the caret is at
    /// the lead byte, so the message names both (a Latin-1 `î`, 0xEE, before a `c`, 0x63).
    static func invalidTrailingByte(_ byte: UInt8, after lead: UInt8) -> Self {
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        return Self(
            rule: .yamlEncoding,
            "invalid text encoding: byte \(hex(Int32(lead))) starts a \(length)-byte UTF-8 character, but byte \(hex(Int32(byte))) follows it; save the file as UTF-8"
        )
    }

    /// A byte as `0x0A`.
    private static func hex(_ byte: Int32) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" + digits : digits)
    }

    /// The input holds a character YAML does not allow, such as NUL.
    static func forbiddenCharacter(_ value: Int32) -> Self {
        let hex = String(value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return Self(rule: .yamlEncoding, "control character U+\(padded) is not allowed in YAML")
    }
}
