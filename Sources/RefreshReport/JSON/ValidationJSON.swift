import Diagnostics

/// The JSON form of a validation run: `{"files": [{"path", "diagnostics": [...]}], "unusable":
/// [{"path", "message"}], "summary": {"files", "errors", "warnings"}}`, `unusable` listing the
/// paths that could not be used (the command then exits 2).
public enum ValidationJSON {
    /// The whole run as one JSON value.
    public static func report(_ results: [ValidationResult], unusable: [SARIF.Invocation.UnusableInput] = []) -> JSON {
        .object([
            ("files", .array(results.map(file))), ("unusable", Self.unusable(unusable)),
            ("summary", summary(ValidationSummary(results))),
        ])
    }

    /// The `unusable` member: each path that could not be used, with the tool's message.
    public static func unusable(_ inputs: [SARIF.Invocation.UnusableInput]) -> JSON {
        .array(inputs.map { .object([("path", .string($0.path)), ("message", .string($0.message))]) })
    }

    /// One file's entry of `files`: `{"path", "diagnostics"}`.
    public static func file(_ result: ValidationResult) -> JSON {
        .object([("path", .string(result.path)), ("diagnostics", .array(result.diagnostics.map(diagnostic)))])
    }

    /// The `summary` member: `{"files", "errors", "warnings"}`.
    public static func summary(_ summary: ValidationSummary) -> JSON {
        .object([
            ("files", .integer(summary.files)), ("errors", .integer(summary.errors)), ("warnings", .integer(summary.warnings)),
        ])
    }

    /// One diagnostic: severity, rule, message, file, line, column and notes.
    public static func diagnostic(_ diagnostic: Diagnostic) -> JSON {
        .object(members(of: diagnostic))
    }

    /// The members of a diagnostic's object, for objects that add their own.
    static func members(of diagnostic: Diagnostic) -> [(String, JSON)] {
        [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("rule", .string(diagnostic.rule)),
            ("message", .string(diagnostic.message)),
            ("file", .string(diagnostic.file)),
            ("line", .integer(diagnostic.mark.line)),
            ("column", .integer(diagnostic.mark.column)),
            ("notes", .array(diagnostic.notes.map(note))),
        ]
    }

    private static func note(_ note: Diagnostic.Note) -> JSON {
        var members: [(String, JSON)] = [("message", .string(note.message))]
        if let mark = note.mark {
            members.append(("line", .integer(mark.line)))
            members.append(("column", .integer(mark.column)))
        }
        return .object(members)
    }
}
