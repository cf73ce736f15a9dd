import Diagnostics
import RefreshSpec
import Testing
import YAML

@testable import RefreshLocalization

/// `strings import`'s decision, made by the library: nothing to write, the edited file, or the
/// errors the edit would cause.
@Suite struct StringsImportTests {
    static let spec = """
        version: 1
        strings:
          en: {greeting: Pull}
        scrollView: {frame: {width: 375, height: 667}}
        components:
          - id: header
            type: header
            labels: {idle: greeting}
        """

    static func load(_ yaml: String) -> LoadResult {
        Spec.load(source: Source(path: "spec.yaml", bytes: Array(yaml.utf8)))
    }

    @Test func sameTextsAreUpToDate() throws {
        let outcome = try StringsImport.apply([("en", [("greeting", "Pull")])], to: Self.load(Self.spec))
        guard case .upToDate = outcome else {
            Issue.record("expected up to date, got \(outcome)")
            return
        }
    }

    @Test func aChangedTextIsWrittenInPlace() throws {
        let outcome = try StringsImport.apply(
            [("en", [("greeting", "Pull down")]), ("de", [("greeting", "Ziehen")])], to: Self.load(Self.spec))
        guard case .edited(let bytes, let changed, let added) = outcome else {
            Issue.record("expected an edit, got \(outcome)")
            return
        }
        #expect(changed == 1)
        #expect(added == 1)
        let edited = Self.load(String(decoding: bytes, as: UTF8.self))
        #expect(edited.spec?.strings == ["en": ["greeting": "Pull down"], "de": ["greeting": "Ziehen"]])
    }

    @Test func aSpecWithErrorsIsNotEdited() throws {
        let outcome = try StringsImport.apply([("en", [("greeting", "Pull")])], to: Self.load("version: 2\n"))
        guard case .invalid(let loaded) = outcome else {
            Issue.record("expected invalid, got \(outcome)")
            return
        }
        #expect(loaded.diagnostics.errors.map(\.rule).contains("unsupported-version"))
    }
}
