/// A problem found in a spec file, located at a line and column.
///
/// One type serves the whole pipeline, from YAML syntax errors to failed expectations. It is a
/// value: library code returns diagnostics and never prints them; one renderer writes them.
public struct Diagnostic: Error, Sendable, Hashable {
    /// How bad a problem is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case warning, error

        /// Warnings order before errors.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// A secondary remark, optionally at a place of its own (e.g. where a duplicate first appeared).
    public struct Note: Sendable, Hashable {
        /// The remark, printed after `note: `.
        public var message: String
        /// Where it points, if anywhere.
        public var mark: Mark?

        /// A note, at `mark` when it points somewhere else than its diagnostic; a message longer
        /// than ``Diagnostic/textLimit`` characters is shortened (``LongText``).
        public init(_ message: String, at mark: Mark? = nil) {
            self.message = LongText.shortened(message, over: Diagnostic.textLimit)
            self.mark = mark
        }

        /// The note as outputs write it after `note: `: `15:27: asserted here`, or the message
        /// alone when it points nowhere else.
        public var located: String {
            mark.map { "\($0): \(message)" } ?? message
        }
    }

    /// Error or warning: the message's rule severity, or error under `--strict`.
    public var severity: Severity
    /// The stable identifier of the kind of problem (see ``Message/rule``).
    public var rule: String
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// The path of the file, as the user named it (`<stdin>` for standard input).
    public var file: String
    /// Where the problem is.
    public var mark: Mark
    /// Further remarks, each printed on a line of its own after the diagnostic.
    public var notes: [Note]
    /// The words the message suggests instead of the one at ``mark`` (``Message/suggestions``).
    public var suggestions: [String]

    /// The most characters a diagnostic's message, or one of its notes, keeps: a message that
    /// quotes a long text of the spec whole is shortened (``LongText``) to its first and last
    /// characters, so one finding costs a bounded number of bytes in every output.
    public static let textLimit = 1_000

    /// Creates a diagnostic from a typed message, shortened beyond ``textLimit`` characters.
    public init(_ message: Message, file: String, at mark: Mark, notes: [Note] = []) {
        self.severity = message.severity
        self.rule = message.rule
        self.message = LongText.shortened(message.text, over: Self.textLimit)
        self.file = file
        self.mark = mark
        self.notes = notes
        self.suggestions = message.suggestions
    }
}
