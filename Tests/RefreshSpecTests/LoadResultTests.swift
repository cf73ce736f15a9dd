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
        #expect(loaded.strings.locales.map(\.id) == ["en"])
    }

    /// `tap` on a plain auto footer does nothing, and the spec still runs: a warning, at the step.
    @Test func tapOnAPlainAutoFooterIsAWarning() {
        let loaded = Self.load(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: more, type: autoFooter, style: plain}
            scenarios:
              - name: a
                steps:
                  - tap: more
            """
        ).checked(strict: false)
        #expect(loaded.diagnostics.map(\.severity) == [.warning])
        #expect(loaded.diagnostics.map(\.rule) == ["tap-without-label"])
        #expect(loaded.diagnostics.map(\.mark) == [Mark(line: 8, column: 9)])
        #expect(loaded.spec != nil)
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

/// The `strings` block is read once, by the decoder: the model's texts and the block the
/// strings commands use are the same, a text written as a number included.
@Suite struct StringsReadOnceTests {
    @Test func modelAndBlockHoldTheSameTexts() throws {
        let loaded = LoadResultTests.load(
            """
            version: 1
            strings:
              en: {header.idle: 5, spare: Spare}
              de: {header.idle: Ziehen}
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header}
            """)
        let spec = try #require(loaded.spec)
        #expect(loaded.strings.texts == spec.strings)
        #expect(loaded.strings.locale("en")?.text("header.idle") == "5")
        #expect(loaded.strings.locales.map(\.id) == ["en", "de"])
    }

    /// The model's texts are made from the block when first read; a spec whose strings are set
    /// keeps what was set, and is equal to a decoded spec exactly when the texts are.
    @Test func specStringsAreMadeOnceAndCanBeSet() throws {
        let source = """
            version: 1
            strings:
              en: {header.idle: Pull, header.pulling: Release}
              fr: {header.idle: Tirer, header.pulling: Relâcher}
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header}
            """
        let spec = try #require(LoadResultTests.load(source).spec)
        let expected = [
            "en": ["header.idle": "Pull", "header.pulling": "Release"],
            "fr": ["header.idle": "Tirer", "header.pulling": "Relâcher"],
        ]
        #expect(spec.strings == expected)
        let again = try #require(LoadResultTests.load(source).spec)
        #expect(again == spec && again.hashValue == spec.hashValue)
        var changed = spec
        changed.strings["fr"]?["header.idle"] = "Tirez"
        #expect(changed.strings["fr"]?["header.idle"] == "Tirez")
        #expect(spec.strings == expected, "the decoded spec keeps its own texts")
        #expect(changed != spec)
        changed.strings = expected
        #expect(changed == spec && changed.hashValue == spec.hashValue)
    }
}
