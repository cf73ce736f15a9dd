import Diagnostics
import Testing

/// The one pass/fail rule: any error fails a file; `--strict` first makes every warning an error.
@Suite struct PassOrFailTests {
    private let error = Diagnostic(Diagnostic.Message(ExampleRule.mistake, "wrong"), file: "a.yaml", at: Mark(line: 2, column: 3))
    private let warning = Diagnostic(Diagnostic.Message(ExampleRule.slip, "odd"), file: "a.yaml", at: Mark(line: 1, column: 1))

    @Test func anyErrorFailsAndWarningsAloneDoNot() {
        #expect([warning, error].containsError)
        #expect(![warning, warning].containsError)
        #expect([warning, error].errors == [error])
        #expect(![Diagnostic]().containsError)
    }

    @Test func strictMakesWarningsErrorsAndLeavesTheRest() {
        let strict = [warning].upgradingWarnings(strict: true)
        #expect(strict.containsError)
        #expect(strict.map(\.rule) == ["example-slip"])
        #expect(strict.map(\.message) == ["odd"])
        #expect([warning].upgradingWarnings(strict: false) == [warning])
    }

    @Test func aMessageTakesItsRulesIdAndSeverity() {
        #expect(error.rule == "example-mistake")
        #expect(error.severity == .error)
        #expect(warning.severity == .warning)
        #expect(ExampleRule.descriptions.map(\.id) == ["example-mistake", "example-slip"])
    }

    @Test func aNoteIsWrittenWithWhereItPoints() {
        #expect(Diagnostic.Note("asserted here", at: Mark(line: 6, column: 50)).located == "6:50: asserted here")
        #expect(Diagnostic.Note("read as 'scrollView'").located == "read as 'scrollView'")
    }

    @Test func marksOrderByLineThenColumn() {
        #expect(Mark(line: 1, column: 9) < Mark(line: 2, column: 1))
        #expect(Mark(line: 2, column: 1) < Mark(line: 2, column: 2))
        #expect("\(Mark(line: 12, column: 5))" == "12:5")
    }
}
