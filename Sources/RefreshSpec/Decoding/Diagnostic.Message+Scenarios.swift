import Diagnostics

extension Diagnostic.Message {
    /// A scenario name used twice.
    static func duplicateScenario(_ name: String) -> Self {
        Self(rule: .duplicateScenario, "scenario name '\(name)' is used twice")
    }

    /// A step that is not one of SPEC.md §7.
    static func unknownStep(_ name: String, suggestion: String?) -> Self {
        Self(rule: .unknownStep, "unknown step '\(name)'\(didYouMean(suggestion))")
    }

    /// A step written as a mapping of zero or several keys.
    static func stepNotOneKey(count: Int) -> Self {
        Self(rule: .invalidStep, "a step is one key with its argument, but this mapping has \(count) keys")
    }

    /// A step whose every value is omitted (`scrollTo: {}`).
    static func stepChangesNothing(_ step: String) -> Self {
        Self(rule: .missingArgument, "step '\(step)' changes nothing: give at least one of its values")
    }

    /// `release` given something other than nothing or a velocity mapping (`release: now`).
    static func releaseArgument(found: String) -> Self {
        Self(
            rule: .wrongType,
            "release takes nothing or a velocity: write '- release' or '- release: {velocity: {x: 0, y: -800}}' "
                + "(points per second; x and y default to 0), found \(found)")
    }

    /// A release velocity that is not an `{x, y}` mapping (`release: {velocity: 3}`).
    static func releaseVelocity(found: String) -> Self {
        Self(
            rule: .wrongType,
            "a release velocity is {x, y} in points per second, e.g. {velocity: {x: 0, y: -800}}, found \(found)")
    }

    /// A step that needs an argument, written bare.
    static func missingArgument(_ step: String) -> Self {
        Self(rule: .missingArgument, "step '\(step)' needs an argument")
    }

    /// A bare step given an argument.
    static func unexpectedArgument(_ step: String) -> Self {
        Self(rule: .unexpectedArgument, "step '\(step)' takes no argument")
    }
}
