import RefreshSpec
import YAML

/// Where an `expect` step stands, for locating the failures of its checks.
struct ExpectationContext {
    var scenario: String
    var step: Int
    var file: String
    var mark: Mark

    /// The failure of one check against a step's report, or nil when it holds.
    func failure(of check: Step.Expectation.Check, in report: StepReport) -> Diagnostic? {
        let actual = ObservedValue(check.subject, in: report)
        guard !actual.matches(check.expected) else { return nil }
        let message = Diagnostic.Message.expectationFailed(
            scenario: scenario, step: step, field: check.subject.path, actual: actual.description,
            expected: Self.describe(check.expected))
        return Diagnostic(message, file: file, at: mark, notes: [Diagnostic.Note("asserted here", at: check.mark)])
    }

    private static func describe(_ value: Step.Expectation.Value) -> String {
        switch value {
        case .number(let number): ObservedValue.number(number).description
        case .bool(let flag): String(flag)
        case .text(let text): "'\(text)'"
        case .state(let state): state.rawValue
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
    /// `scrollView.offsetY`, `header.state`.
    var path: String {
        switch self {
        case .scrollView(let field): "scrollView.\(field.rawValue)"
        case .component(let id, let field): "\(id).\(field.rawValue)"
        }
    }
}

extension Diagnostic.Message {
    /// An `expect` step's field does not have the expected value.
    static func expectationFailed(scenario: String, step: Int, field: String, actual: String, expected: String) -> Self {
        Self(RunRule.expectationFailed, "scenario '\(scenario)', step \(step): \(field) is \(actual), expected \(expected)")
    }
}
