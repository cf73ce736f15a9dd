import RefreshSpec
import Diagnostics

/// A field of an `expect` step that does not have the expected value after the previous step.
public struct ExpectationFailure: Sendable {
    /// The field, e.g. `header.text` or `scrollView.offsetY`.
    public var field: String
    /// What the field held.
    public var actual: ObservedValue
    /// What the spec expects; numbers compare with a tolerance of 0.01.
    public var expected: Step.Expectation.Value
    /// Where the field is asserted: its key inside the `expect` mapping.
    public var assertedAt: Mark
    /// The failure located at its `expect` step, with a note at ``assertedAt``.
    public var diagnostic: Diagnostic

    /// The failure of `check` against the report of the step before its `expect` step (the
    /// `step`th of `scenario`, written at `mark`), or nil when the check holds.
    init?(
        _ check: Step.Expectation.Check, in report: StepReport, scenario: String, step: Int, file: String, at mark: Mark
    ) {
        let actual = ObservedValue(check.subject, in: report)
        guard !actual.matches(check.expected) else { return nil }
        field = check.subject.path
        self.actual = actual
        expected = check.expected
        assertedAt = check.mark
        let summary = Self.summary(field: field, actual: actual, expected: expected)
        var notes = [Diagnostic.Note("asserted here", at: check.mark)]
        if let reason = Self.idleReason(check, actual: actual, in: report) { notes.append(Diagnostic.Note(reason)) }
        diagnostic = Diagnostic(
            .expectationFailed(scenario: scenario, step: step, summary: summary), file: file, at: mark, notes: notes)
    }

    /// What failed, in words: `header.text is 'Pull down to refresh', expected '下拉可以刷新'`.
    public var summary: String {
        Self.summary(field: field, actual: actual, expected: expected)
    }

    /// The expected value as the spec states it: `-118`, `true`, `'松开立即刷新'`, `refreshing`.
    public var expectedText: String { Self.describe(expected) }

    private static func summary(field: String, actual: ObservedValue, expected: Step.Expectation.Value) -> String {
        "\(field) is \(actual.description), expected \(describe(expected))"
    }

    /// An expected value as a spec states it: `-118`, `true`, `'松开立即刷新'`, `refreshing`;
    /// a long text shortened (``LongText``).
    private static func describe(_ value: Step.Expectation.Value) -> String {
        switch value {
        case .number(let number): ObservedValue.number(number).description
        case .bool(let flag): String(flag)
        case .text(let text): ObservedValue.text(text).description
        case .state(let state): state.rawValue
        case .layoutDirection(let direction): direction.rawValue
        case .event(let event):
            "{"
                + [
                    event.direction.map { "direction: \($0.rawValue)" },
                    event.offset.map { "offset: \(ObservedValue.number($0).description)" },
                    event.inOneScreen.map { "inOneScreen: \($0)" },
                ].compactMap { $0 }.joined(separator: ", ") + "}"
        }
    }
}

extension Step.Expectation.Subject {
    /// The field as messages name it: `scrollView.` or the component id, a dot, the field (`header.state`).
    public var path: String {
        switch self {
        case .scrollView(let field): "scrollView.\(field.rawValue)"
        case .component(let id, let field): "\(id).\(field.rawValue)"
        }
    }
}

extension Diagnostic.Message {
    /// An `expect` step's field does not have the expected value; `summary` names the field,
    /// its value and the expected one (a long scenario name is shortened, as texts are).
    static func expectationFailed(scenario: String, step: Int, summary: String) -> Self {
        Self(RunRule.expectationFailed, "scenario '\(LongText.shortened(scenario))', step \(step): \(summary)")
    }
}
