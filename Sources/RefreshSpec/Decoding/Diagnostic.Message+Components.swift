import Diagnostics

extension Diagnostic.Message {
    /// A state a component type never enters, used as a key of `labels` or `images`.
    static func stateNotForType(_ state: String, type: String, states: [String]) -> Self {
        Self(rule: .notApplicable, "\(type) has no state '\(state)' (its states: \(states.joined(separator: ", ")))")
    }

    /// A component whose axis differs from the scroll view's.
    static func axisMismatch(type: String, expected: String, actual: String) -> Self {
        Self(rule: .axisMismatch, "a \(type) expects a \(expected) scroll view, but scrollView.axis is \(actual)")
    }

    /// `components` is empty.
    static var noComponents: Self {
        Self(rule: .missingKey, "components needs at least one component")
    }

    /// A component id used twice.
    static func duplicateID(_ id: String) -> Self {
        Self(rule: .duplicateID, "component id '\(id)' is used twice")
    }

    /// A second component for a single slot (header, footer, trailer).
    static func duplicateSlot(_ slot: String, id: String) -> Self {
        Self(rule: .duplicateSlot, "a scroll view has one \(slot), but '\(id)' is a second one")
    }

    /// A step or expectation naming a component the spec does not have, with the ids it has.
    static func unknownComponent(_ id: String, existing: [String], suggestion: String?) -> Self {
        let known =
            existing.isEmpty ? "the spec has no components" : "the spec's components are " + existing.joined(separator: ", ")
        return Self(rule: .unknownComponent, "no component has id '\(id)'; \(known)\(didYouMean(suggestion))")
    }

    /// A step naming a component of a type it does not apply to.
    static func wrongComponentType(step: String, id: String, type: String, allowed: [String]) -> Self {
        Self(
            rule: .wrongComponentType, "'\(step)' does not apply to \(type) '\(id)' (only to \(allowed.joined(separator: ", ")))")
    }
}
