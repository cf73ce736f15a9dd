import Diagnostics
import RefreshRunner
import RefreshSpec

extension RunJSON {
    /// A failed check of an `expect` step (project extension of SPEC.md §9): `field`, `actual`
    /// and `expected` as JSON values (`actual` is null for a field the component does not
    /// have), then the diagnostic's members as `validate --format json` writes them. A long
    /// text is shortened (``LongText``) as messages quote it: the step holds it whole.
    static func failure(_ failure: ExpectationFailure) -> JSON {
        .object(
            [("field", .string(failure.field)), ("actual", actual(failure.actual)), ("expected", expected(failure.expected))]
                + ValidationJSON.members(of: failure.diagnostic))
    }

    private static func actual(_ value: ObservedValue) -> JSON {
        switch value {
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .text(let text): .string(LongText.shortened(text))
        case .state(let state): .string(state.rawValue)
        case .layoutDirection(let direction): .string(direction.rawValue)
        case .event(let event): lastEvent(event)
        case .absent: .null
        }
    }

    /// An expected value as the spec gives it; of an event, only the members it compares.
    private static func expected(_ value: Step.Expectation.Value) -> JSON {
        switch value {
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .text(let text): .string(LongText.shortened(text))
        case .state(let state): .string(state.rawValue)
        case .layoutDirection(let direction): .string(direction.rawValue)
        case .event(let event):
            .object(
                [
                    event.direction.map { ("direction", JSON.string($0.rawValue)) },
                    event.offset.map { ("offset", JSON.number($0)) },
                    event.inOneScreen.map { ("inOneScreen", JSON.bool($0)) },
                ].compactMap { $0 })
        }
    }
}
