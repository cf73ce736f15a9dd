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
        guard case .edited(let bytes, let changed, let added, let texts) = outcome else {
            Issue.record("expected an edit, got \(outcome)")
            return
        }
        #expect(changed == 1)
        #expect(added == 1)
        // en's text is on line 3 (`en: {greeting: Pull}`); de is added after it, its id on
        // line 4 and its text on line 5.
        #expect(texts.map(\.line) == [3, 5])
        #expect(texts.map(\.locale) == ["en", "de"])
        #expect(texts.map(\.key) == ["greeting", "greeting"])
        #expect(texts.map(\.old) == ["Pull", nil])
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
