internal import CYaml
import Diagnostics

/// One libyaml event, copied into Swift values. Not copyable, so that the composer's
/// consuming `switch` moves texts and tags out of it instead of copying and releasing them.
enum Event: ~Copyable {
    case streamStart
    case streamEnd
    case documentStart(Mark)
    case documentEnd
    case alias(name: String, mark: Mark)
    case scalar(Node.Scalar, anchor: String?)
    case sequenceStart(tag: String?, anchor: String?, mark: Mark)
    case sequenceEnd
    case mappingStart(tag: String?, anchor: String?, mark: Mark)
    case mappingEnd
}

/// The only place that talks to libyaml: owns a parser over borrowed bytes and turns each
/// event, or the parser's failure, into Swift values at once.
final class EventReader {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let source: Source

    /// Creates a reader over `bytes`, which must stay alive and unmoved while it is used.
    init(bytes: UnsafeBufferPointer<UInt8>, source: Source) {
        self.source = source
        parser = .allocate(capacity: 1)
        yaml_parser_initialize(parser)
        yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// The next event, or the diagnostic for libyaml's failure.
    func next() throws(Diagnostic) -> Event {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) != 0 else { throw failure() }
        defer { yaml_event_delete(&event) }
        let mark = Self.mark(event.start_mark)
        switch event.type {
        case YAML_STREAM_START_EVENT: return .streamStart
        case YAML_DOCUMENT_START_EVENT: return .documentStart(mark)
        case YAML_DOCUMENT_END_EVENT: return .documentEnd
        case YAML_ALIAS_EVENT: return .alias(name: Self.string(event.data.alias.anchor) ?? "", mark: mark)
        case YAML_SCALAR_EVENT: return scalar(event, mark: mark)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return .sequenceStart(tag: Self.string(data.tag), anchor: Self.string(data.anchor), mark: mark)
        case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return .mappingStart(tag: Self.string(data.tag), anchor: Self.string(data.anchor), mark: mark)
        case YAML_MAPPING_END_EVENT: return .mappingEnd
        default: return .streamEnd
        }
    }

    private func scalar(_ event: yaml_event_t, mark: Mark) -> Event {
        let data = event.data.scalar
        let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
        let style: Node.Scalar.Style =
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: .literal
            case YAML_FOLDED_SCALAR_STYLE: .folded
            default: .plain
            }
        let scalar = Node.Scalar(text: text, style: style, tag: Self.string(data.tag), mark: mark)
        return .scalar(scalar, anchor: Self.string(data.anchor))
    }

    /// libyaml's error as a diagnostic: reader errors carry a byte offset, the others a mark
    /// and an optional context, which ``SyntaxError`` explains.
    private func failure() -> Diagnostic {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "unknown error"
        switch state.error {
        case YAML_READER_ERROR:
            let mark = source.mark(atByteOffset: source.startOfSequence(before: state.problem_offset))
            let message: Diagnostic.Message =
                problem == "control characters are not allowed"
                ? .forbiddenCharacter(state.problem_value)
                : .invalidEncoding(problem, byte: state.problem_value)
            return Diagnostic(message, file: source.path, at: mark)
        case YAML_MEMORY_ERROR:
            return Diagnostic(.yamlSyntax("out of memory"), file: source.path, at: .start)
        default:
            let mark = Self.mark(state.problem_mark)
            let context = state.context.map { (text: String(cString: $0), mark: Self.mark(state.context_mark)) }
            let lines = (problem: source.lineText(mark.line), previous: source.lineText(mark.line - 1))
            return SyntaxError(problem: problem, mark: mark, context: context, lines: lines).diagnostic(file: source.path)
        }
    }

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
        let hex = String(byte, radix: 16, uppercase: true)
        return Self(rule: .yamlEncoding, "invalid text encoding: \(problem) (byte 0x\(hex.count < 2 ? "0" + hex : hex))")
    }

    /// The input holds a character YAML does not allow, such as NUL.
    static func forbiddenCharacter(_ value: Int32) -> Self {
        let hex = String(value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return Self(rule: .yamlEncoding, "control character U+\(padded) is not allowed in YAML")
    }
}
