import Diagnostics
import Foundation
import RefreshSpec
import Testing
import YAML

@testable import RefreshLocalization

/// The in-place editor of the `strings` block: only changed or added lines differ.
@Suite struct StringsEditorTests {
    private func edit(_ yaml: String, _ changes: [(String, String, String)]) throws -> String {
        let editor = try StringsEditor(parsing: Source(path: "spec.yaml", bytes: Array(yaml.utf8)))
        let result = try editor.applying(changes.map { StringsEditor.Change(locale: $0.0, key: $0.1, text: $0.2) })
        return String(decoding: result.bytes, as: UTF8.self)
    }

    private let spec = """
        version: 1   # the language
        strings:
          # English first
          en:
            feed.idle: Pull down   # shown while idle
            feed.pulling: "Release"
            feed.refreshing: 'Loading'
          zh-Hans:
            feed.idle: 下拉
        components:
          - {id: header, type: header, labels: {idle: feed.idle}}

        """

    @Test func unchangedTextsLeaveTheFileAsItIs() throws {
        #expect(try edit(spec, [("en", "feed.idle", "Pull down"), ("zh-Hans", "feed.idle", "下拉")]) == spec)
    }

    /// Each style keeps its quoting and the trailing comment stays.
    @Test(arguments: [
        ("feed.idle", "Pull", "    feed.idle: Pull   # shown while idle"),
        ("feed.idle", "yes", "    feed.idle: \"yes\"   # shown while idle"),
        ("feed.pulling", "Let \"go\"", "    feed.pulling: \"Let \\\"go\\\"\""),
        ("feed.refreshing", "It's loading", "    feed.refreshing: 'It''s loading'"),
        ("feed.refreshing", "Two\nlines", "    feed.refreshing: \"Two\\nlines\""),
    ])
    func changingOneTextChangesExactlyOneLine(_ key: String, _ text: String, _ line: String) throws {
        let before = spec.split(separator: "\n", omittingEmptySubsequences: false)
        let after = try edit(spec, [("en", key, text)]).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(after.count == before.count)
        let differing = before.indices.filter { before[$0] != after[$0] }
        #expect(differing.count == 1)
        #expect(differing.first.map { String(after[$0]) } == line)
    }

    @Test func addedKeysGoAfterTheLocalesLastText() throws {
        let edited = try edit(spec, [("zh-Hans", "feed.pulling", "松开"), ("zh-Hans", "header.lastTime", "最后更新：")])
        #expect(
            edited
                == spec.replacingOccurrences(
                    of: "    feed.idle: 下拉\n", with: "    feed.idle: 下拉\n    feed.pulling: 松开\n    header.lastTime: 最后更新：\n"))
    }

    @Test func aNewLocaleFollowsTheLastOne() throws {
        let edited = try edit(spec, [("ko", "feed.idle", "당겨서 새로고침"), ("en", "feed.idle", "Pull")])
        let expected = spec.replacingOccurrences(
            of: "    feed.idle: 下拉\n", with: "    feed.idle: 下拉\n  ko:\n    feed.idle: 당겨서 새로고침\n"
        )
        .replacingOccurrences(of: "feed.idle: Pull down", with: "feed.idle: Pull")
        #expect(edited == expected)
    }

    @Test func aSpecWithoutStringsGetsABlockBeforeComponents() throws {
        let bare = "version: 1\ncomponents:\n  - {id: header, type: header}\n"
        #expect(
            try edit(bare, [("en", "header.idle", "Pull: now")])
                == "version: 1\nstrings:\n  en:\n    header.idle: \"Pull: now\"\ncomponents:\n  - {id: header, type: header}\n")
    }

    @Test func flowMappingsTakeChangesAndAdditions() throws {
        let flow = "strings:\n  en: {a: One, b: \"Two\"}  # flow\n  de: {}\ncomponents: []\n"
        #expect(
            try edit(flow, [("en", "b", "Zwei, drei"), ("en", "c", "x"), ("de", "a", "Eins")])
                == "strings:\n  en: {a: One, b: \"Zwei, drei\", c: x}  # flow\n  de: {a: Eins}\ncomponents: []\n")
    }

    @Test func blockScalarsAndMultiLinePlainTextsAreReplacedWhole() throws {
        let block =
            "strings:\n  en:\n    a: |\n      line one\n\n      # not a comment\n    b: plain\n      continued\n    c: x\n"
        #expect(
            try edit(block, [("en", "a", "one"), ("en", "b", "two")])
                == "strings:\n  en:\n    a: \"one\"\n    b: two\n    c: x\n")
    }

    /// The comment on a block scalar's header line stays after the text that replaces it.
    @Test func aBlockScalarsHeaderCommentStays() throws {
        let block =
            "strings:\n  en:\n    a: |   # shown while pulling\n      Release\n    b: >-2\t# folded\n      Wait\n    c: |\n      x\n"
        #expect(
            try edit(block, [("en", "a", "Let go"), ("en", "b", "Hold"), ("en", "c", "y")])
                == "strings:\n  en:\n    a: \"Let go\"   # shown while pulling\n    b: \"Hold\"\t# folded\n    c: \"y\"\n")
    }

    @Test func windowsLineBreaksStay() throws {
        let crlf = "strings:\r\n  en:\r\n    a: One\r\ncomponents: []\r\n"
        #expect(try edit(crlf, [("en", "b", "Two")]) == "strings:\r\n  en:\r\n    a: One\r\n    b: Two\r\ncomponents: []\r\n")
    }

    /// A text written as an alias is its anchor's node: the editor says so, at the alias's key,
    /// and where the anchor is (before, it edited the anchor and failed with "alias '*pull' names
    /// no anchor defined before it").
    @Test func aTextWrittenAsAnAliasIsRefusedWithItsAnchor() throws {
        let aliased = "strings:\n  en:\n    feed.idle: &pull Pull\n  fr:\n    feed.idle: *pull\ncomponents: []\n"
        let error = try #require(throws: Diagnostic.self) { try edit(aliased, [("fr", "feed.idle", "Tirer")]) }
        #expect(error.rule == "cannot-edit")
        #expect(error.mark == Mark(line: 5, column: 5))
        #expect(
            error.message
                == "the text of 'feed.idle' in locale 'fr' is an alias, which cannot be edited in place: change it at its anchor (every alias of it changes too) or write the text in place of the alias; nothing was written"
        )
        #expect(error.notes.map(\.located) == ["3:16: its anchor"])
    }

    @Test func aFlowDocumentCannotTakeANewBlock() {
        #expect(throws: Diagnostic.self) { try edit("{version: 1, components: []}", [("en", "a", "b")]) }
    }

    /// Every example spec: export, then import, is byte for byte the same file, with and
    /// without built-ins, through `.strings` and through a String Catalog.
    @Test(
        arguments: ["header", "back-footer", "auto-footer", "trailer", "scroll-observer", "localization"], [false, true])
    func exportThenImportIsANoOp(_ name: String, includeBuiltIns: Bool) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("specs/\(name).yaml")
        let source = Source(path: url.path, bytes: Array(try Data(contentsOf: url)))
        let loaded = Spec.load(source: source)
        let spec = try #require(loaded.spec)
        let block = loaded.strings
        let exported = StringsExport.locales(of: spec, block: block, includeBuiltIns: includeBuiltIns)
        let viaStrings: Imported = try exported.map { locale in
            (
                locale.id,
                try AppleStrings.parse(Array(AppleStrings.render(locale.entries).utf8), path: "x").map { ($0.key, $0.value) }
            )
        }
        let catalogText = XCStrings.render(StringsExport.catalog(of: spec, block: block, includeBuiltIns: includeBuiltIns))
        let contents = try XCStrings.parse(Array(catalogText.utf8), path: "x")
        let viaCatalog: Imported = contents.texts.keys.sorted().map { locale in
            (locale, (contents.texts[locale] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        }
        for imported in [viaStrings, viaCatalog] {
            let changes = StringsImport.changes(to: spec, block: block, from: imported)
            #expect(changes.isEmpty)
            #expect(try StringsEditor(parsing: source).applying(changes).bytes == source.bytes)
        }
    }
}

/// Texts per locale, as read from translation files.
private typealias Imported = [(locale: String, entries: [(key: String, value: String)])]
