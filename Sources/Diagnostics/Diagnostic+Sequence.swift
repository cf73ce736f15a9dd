extension Sequence<Diagnostic> {
    /// Whether any diagnostic is an error: the one test of whether a file fails (it does not
    /// run, validation exits 1). Warnings alone pass, unless ``upgradingWarnings(strict:)`` made
    /// them errors. Inlinable, as are the others here: made for the caller's own sequence type,
    /// not walked through another module's generic iterator.
    @inlinable public var containsError: Bool {
        contains { $0.severity == .error }
    }

    /// The errors only, in order: what makes a file fail.
    @inlinable public var errors: [Diagnostic] {
        filter { $0.severity == .error }
    }

    /// The diagnostics in source order: by line and column, ties in the order found.
    @inlinable public var sortedByPosition: [Diagnostic] {
        let list = Array(self)
        // Most files have no diagnostic or a few already in order: nothing to sort.
        if zip(list, list.dropFirst()).allSatisfy({ !($1.mark < $0.mark) }) { return list }
        return list.enumerated().sorted { ($0.element.mark, $0.offset) < ($1.element.mark, $1.offset) }.map(\.element)
    }

    /// The diagnostics as a run reports them: under `--strict` (`strict` true) every warning
    /// becomes an error and so fails the file; otherwise they are unchanged.
    @inlinable public func upgradingWarnings(strict: Bool) -> [Diagnostic] {
        map { diagnostic in
            var upgraded = diagnostic
            if strict { upgraded.severity = .error }
            return upgraded
        }
    }
}
