import Diagnostics
import Testing
import YAML

@testable import RefreshSpec

/// The one decision of whether a spec runs: errors stop it; under `--strict` warnings do too.
@Suite struct LoadResultTests {
    /// A spec whose only problem is a warning: a key of `strings` no label uses.
    static let warnedSpec = """
        version: 1
        strings:
          en: {spare: Spare}
        scrollView: {frame: {width: 375, height: 667}}
        components:
          - {id: header, type: header}
        """

    static func load(_ yaml: String) -> LoadResult {
        Spec.load(source: Source(path: "spec.yaml", bytes: Array(yaml.utf8)))
    }

    @Test func warningsAloneLeaveTheSpecToRun() {
        let loaded = Self.load(Self.warnedSpec).checked(strict: false)
        #expect(loaded.diagnostics.map(\.severity) == [.warning])
        #expect(!loaded.hasErrors)
        #expect(loaded.spec != nil)
        #expect(loaded.root != nil)
    }

    @Test func strictMakesWarningsErrorsAndDropsTheSpec() {
        let loaded = Self.load(Self.warnedSpec).checked(strict: true)
        #expect(loaded.diagnostics.map(\.severity) == [.error])
        #expect(loaded.diagnostics.map(\.rule) == ["unused-string"])
        #expect(loaded.hasErrors)
        #expect(loaded.spec == nil)
    }

    @Test func errorsAreTheFailingDiagnostics() {
        let diagnostics = Self.load("version: 2\n").diagnostics
        #expect(diagnostics.containsError)
        #expect(diagnostics.errors.count == diagnostics.filter { $0.severity == .error }.count)
        #expect(!Self.load(Self.warnedSpec).diagnostics.upgradingWarnings(strict: false).containsError)
        #expect(Self.load(Self.warnedSpec).diagnostics.upgradingWarnings(strict: true).containsError)
    }
}
