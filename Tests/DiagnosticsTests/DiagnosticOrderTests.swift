import Diagnostics
import Testing

/// `sortedByPosition`: by line and column, ties in the order found; a list already in order
/// (what most files give) comes back as it is.
@Suite struct DiagnosticOrderTests {
    private func diagnostic(_ text: String, _ line: Int, _ column: Int) -> Diagnostic {
        Diagnostic(Diagnostic.Message(ExampleRule.mistake, text), file: "f.yaml", at: Mark(line: line, column: column))
    }

    @Test func outOfOrderDiagnosticsAreSortedByLineThenColumn() {
        let found = [diagnostic("c", 3, 1), diagnostic("a", 1, 9), diagnostic("b", 2, 4), diagnostic("a2", 1, 10)]
        #expect(found.sortedByPosition.map(\.message) == ["a", "a2", "b", "c"])
    }

    @Test func tiesKeepTheOrderFound() {
        let found = [diagnostic("second line", 2, 1), diagnostic("first", 1, 1), diagnostic("then", 1, 1)]
        #expect(found.sortedByPosition.map(\.message) == ["first", "then", "second line"])
    }

    @Test func listsInOrderComeBackUnchanged() {
        let found = [diagnostic("a", 1, 1), diagnostic("b", 1, 1), diagnostic("c", 4, 2)]
        #expect(found.sortedByPosition == found)
        #expect([Diagnostic]().sortedByPosition.isEmpty)
        #expect([diagnostic("only", 7, 7)].sortedByPosition == [diagnostic("only", 7, 7)])
    }
}
