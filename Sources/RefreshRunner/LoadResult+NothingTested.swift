import Diagnostics
import RefreshSpec

extension LoadResult {
    /// The result with a `nothing-tested` warning at the file's start when its spec loaded and
    /// has no scenarios: `test` would run nothing of it and pass it in silence. As a warning it
    /// shows in every format `test` writes, and `--strict` makes it an error that fails the spec.
    public var warningOfNothingTested: LoadResult {
        guard let spec, spec.scenarios.isEmpty else { return self }
        return adding([Diagnostic(.nothingTested, file: source.path, at: .start)])
    }
}

extension Diagnostic.Message {
    /// A spec without scenarios, in `test`.
    static var nothingTested: Self {
        Self(RunRule.nothingTested, "nothing tested: the spec has no scenarios")
    }
}
