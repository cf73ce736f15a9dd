import RefreshSpec
import Testing
import YAML

@testable import RefreshLocalization

/// Several new locales imported into a spec without `strings`: one new block holds them all,
/// where SPEC.md §2 lists `strings`, and every original line stays.
@Suite struct StringsEditorNewBlockTests {
    /// A spec without `strings`, described for the test's name.
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let yaml: String
    }

    static let specs: [Case] = [
        Case(
            testDescription: "trailing newline",
            yaml: """
                version: 1
                scrollView: {frame: {width: 375, height: 667}}
                components:
                  - {id: header, type: header}

                """),
        Case(
            testDescription: "no trailing newline",
            yaml: """
                version: 1
                scrollView: {frame: {width: 375, height: 667}}
                components:
                  - {id: header, type: header}
                """),
        Case(
            testDescription: "comments",
            yaml: """
                # A feed (strings: none yet)
                version: 1   # the language
                scrollView:
                  frame: {width: 375, height: 667}   # an iPhone

                # The refresh controls:
                # one header.
                components:
                  - id: header   # pulls down
                    type: header
                # end
                """),
        Case(
            testDescription: "every top-level key, in SPEC.md order",
            yaml: """
                version: 1
                name: feed
                description: a feed
                scrollView: {frame: {width: 375, height: 667}}
                defaultLocale: en
                colors:
                  label: "#333333"
                clock: {now: 2026-01-01T12:00:00Z}
                components:
                  - {id: header, type: header, textColor: label}
                scenarios:
                  - {name: pull, locale: ko, steps: [release]}

                """),
    ]

    private static let imports: [[(String, String, String)]] = [
        [("ko", "header.idle", "KO idle"), ("ja", "header.idle", "JA idle")],
        [("ko", "header.idle", "KO idle"), ("ja", "header.idle", "JA idle"), ("de", "header.pulling", "Loslassen: jetzt")],
    ]

    @Test(arguments: specs, [2, 3])
    func newLocalesShareOneNewBlock(_ spec: Case, count: Int) throws {
        let changes = Self.imports[count - 2].map { StringsEditor.Change(locale: $0.0, key: $0.1, text: $0.2) }
        let editor = try StringsEditor(parsing: Source(path: "spec.yaml", bytes: Array(spec.yaml.utf8)))
        let result = try editor.applying(changes)
        #expect(result.added == changes.count)
        let edited = String(decoding: result.bytes, as: UTF8.self)

        let loaded = Spec.load(source: Source(path: "spec.yaml", bytes: result.bytes))
        #expect(!loaded.hasErrors, "\(loaded.diagnostics.map(\.message))")
        let reloaded = try #require(loaded.spec)
        for change in changes {
            #expect(reloaded.text(forKey: change.key, locale: change.locale) == change.text)
        }
        #expect(edited.components(separatedBy: "\nstrings:\n").count == 2)

        let before = spec.yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let after = edited.split(separator: "\n", omittingEmptySubsequences: false)
        let block = Self.blockLines(changes)
        let blockStart = try #require(after.firstIndex(of: "strings:"))
        #expect(Array(after[blockStart..<blockStart + block.count]) == block)
        var kept = after
        kept.removeSubrange(blockStart..<blockStart + block.count)
        if !spec.yaml.hasSuffix("\n"), kept.last == "" { kept.removeLast() }
        #expect(kept == before)
    }

    /// The lines a new block of these changes has, locales in the order imported.
    private static func blockLines(_ changes: [StringsEditor.Change]) -> [Substring] {
        var locales: [String] = []
        for change in changes where !locales.contains(change.locale) { locales.append(change.locale) }
        return ["strings:"]
            + locales.flatMap { locale in
                ["  \(locale):"]
                    + changes.filter { $0.locale == locale }.map { change -> Substring in
                        let text = change.text.contains(": ") ? "\"\(change.text)\"" : change.text
                        return "    \(change.key): \(text)"
                    }
            }
    }

    @Test func theBlockGoesAboveTheCommentsOfTheKeyItPrecedes() throws {
        let yaml = "version: 1\n\n# named colors\ncolors: {label: \"#333\"}\ncomponents: []\n"
        let editor = try StringsEditor(parsing: Source(path: "spec.yaml", bytes: Array(yaml.utf8)))
        let result = try editor.applying([
            StringsEditor.Change(locale: "ko", key: "a", text: "에이"), StringsEditor.Change(locale: "ja", key: "a", text: "エー"),
        ])
        #expect(
            String(decoding: result.bytes, as: UTF8.self)
                == "version: 1\n\nstrings:\n  ko:\n    a: 에이\n  ja:\n    a: エー\n# named colors\ncolors: {label: \"#333\"}\ncomponents: []\n"
        )
    }

    @Test func withoutALaterKeyTheBlockEndsTheFile() throws {
        let yaml = "version: 1\nname: feed"
        let editor = try StringsEditor(parsing: Source(path: "spec.yaml", bytes: Array(yaml.utf8)))
        let result = try editor.applying([
            StringsEditor.Change(locale: "ko", key: "a", text: "에이"), StringsEditor.Change(locale: "ja", key: "b", text: "ビー"),
        ])
        #expect(
            String(decoding: result.bytes, as: UTF8.self)
                == "version: 1\nname: feed\nstrings:\n  ko:\n    a: 에이\n  ja:\n    b: ビー\n")
    }

    @Test func newLocalesOfAFlowStringsMappingShareOneEdit() throws {
        let yaml = "strings: {en: {a: A}}\ncomponents: []\n"
        let editor = try StringsEditor(parsing: Source(path: "spec.yaml", bytes: Array(yaml.utf8)))
        let result = try editor.applying([
            StringsEditor.Change(locale: "ko", key: "a", text: "에이"), StringsEditor.Change(locale: "ja", key: "a", text: "エー"),
        ])
        #expect(
            String(decoding: result.bytes, as: UTF8.self) == "strings: {en: {a: A}, ko: {a: 에이}, ja: {a: エー}}\ncomponents: []\n")
    }
}
