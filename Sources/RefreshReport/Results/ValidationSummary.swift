import YAML

/// The totals of a validation run, e.g. `12 files, 2 errors, 1 warning`.
public struct ValidationSummary: Sendable, Hashable {
    /// Files looked at, one per `ValidationResult`, unreadable ones included.
    public var files: Int
    /// Errors over all files.
    public var errors: Int
    /// Warnings over all files.
    public var warnings: Int

    /// Adds up the results.
    public init(_ results: [ValidationResult]) {
        self.init()
        for result in results { add(result) }
    }

    /// The totals of no files, which ``add(_:)`` counts up one result at a time.
    public init() {
        (files, errors, warnings) = (0, 0, 0)
    }

    /// Counts one more file's result in.
    public mutating func add(_ result: ValidationResult) {
        files += 1
        errors += result.count(.error)
        warnings += result.count(.warning)
    }

    /// `12 files, 2 errors, 1 warning`.
    public var text: String {
        "\(Self.count(files, "file")), \(Self.count(errors, "error")), \(Self.count(warnings, "warning"))"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
