import Diagnostics
import RefreshSpec
import Testing
import YAML

@testable import RefreshLocalization

/// XLIFF 1.2 written as Xcode writes it, and read back.
@Suite struct XLIFFTests {
    static let spec = """
        version: 1
        scrollView: {frame: {width: 375, height: 667}}
        strings:
          en: {feed.idle: "Pull <down> & \\"go\\"", feed.pulling: Release}
          fr: {feed.idle: "Tirez ' ici"}
        components:
          - {id: header, type: header, labels: {idle: feed.idle, pulling: feed.pulling}}
        """

    static func export(_ yaml: String = spec) throws -> MergedExport {
        let loaded = Spec.load(source: Source(path: "spec.yaml", bytes: Array(yaml.utf8)))
        let spec = try #require(loaded.spec)
        var export = MergedExport()
        export.add(spec, block: loaded.strings, path: "spec.yaml", includeBuiltIns: false)
        return export
    }

    /// Each note names the label and its room: a 375 pt header leaves its idle and pulling texts
    /// 375 − 2 × labelLeftInset 25 − the 15 pt arrow = 310 pt, at MJRefresh's bold 14.
    @Test func aLocaleIsAFileAndAKeyAUnit() throws {
        let text = XLIFF.render(XLIFF.document(of: try Self.export(), over: nil))
        #expect(
            text.contains(
                """
                  <file original="en.lproj/Localizable.strings" source-language="en" target-language="fr" datatype="plaintext">
                    <header>
                      <tool tool-id="refreshspec" tool-name="refreshspec"/>
                    </header>
                    <body>
                      <trans-unit id="feed.idle" xml:space="preserve">
                        <source>Pull &lt;down&gt; &amp; &quot;go&quot;</source>
                        <target state="translated">Tirez &apos; ici</target>
                        <note>idle label of header; fits 310 pt at 14 pt bold</note>
                      </trans-unit>
                      <trans-unit id="feed.pulling" xml:space="preserve">
                        <source>Release</source>
                        <note>pulling label of header; fits 310 pt at 14 pt bold</note>
                      </trans-unit>
                    </body>
                  </file>
                """))
        // One file: en is the source language, not a target.
        #expect(text.components(separatedBy: "<file ").count == 2)
    }

    @Test func aRenderedDocumentReadsBackTheSame() throws {
        let document = XLIFF.document(of: try Self.export(), over: nil)
        let text = XLIFF.render(document)
        let read = try XLIFF.parse(Array(text.utf8), path: "f.xliff")
        #expect(read == document)
        #expect(XLIFF.render(read) == text)
        #expect(read.translations.map(\.locale) == ["fr"])
        #expect(read.translations.first?.entries.map(\.value) == ["Tirez ' ici"])
    }

    /// A spec of the source language alone still makes a valid document: one file, no target.
    @Test func aSpecWithoutTranslationsIsOneFileOfSources() throws {
        let english = Self.spec.replacingOccurrences(of: "  fr: {feed.idle: \"Tirez ' ici\"}\n", with: "")
        let document = XLIFF.document(of: try Self.export(english), over: nil)
        #expect(document.files.map(\.targetLanguage) == [nil])
        #expect(!XLIFF.render(document).contains("target-language"))
    }

    /// What the output holds already stays: its other files and units.
    @Test func anExistingDocumentIsMergedKeyByKey() throws {
        let existing = XLIFF.Document(
            sourceLanguage: "en",
            files: [
                XLIFF.File(
                    targetLanguage: "fr",
                    units: [
                        XLIFF.Unit(key: "other.app", source: "Settings", target: "Réglages", note: nil),
                        XLIFF.Unit(key: "feed.idle", source: "Old", target: "Vieux", note: nil),
                    ]),
                XLIFF.File(
                    targetLanguage: "de", units: [XLIFF.Unit(key: "other.app", source: "Settings", target: "Einstellungen")]),
            ])
        let merged = XLIFF.document(of: try Self.export(), over: existing)
        #expect(merged.files.map(\.targetLanguage) == ["fr", "de"])
        #expect(merged.files[0].units.map(\.key) == ["other.app", "feed.idle", "feed.pulling"])
        #expect(merged.files[0].units[1].target == "Tirez ' ici")
        #expect(merged.files[1] == existing.files[1])
    }

    @Test func aTextXMLCannotCarryIsFound() throws {
        let control = Self.spec.replacingOccurrences(of: "feed.pulling: Release", with: "feed.pulling: \"Re\\x01lease\"")
        let document = XLIFF.document(of: try Self.export(control), over: nil)
        let found = try #require(XLIFF.firstUnwritableText(in: document))
        #expect(found.key == "feed.pulling")
        #expect(found.scalar == "\u{1}")
    }

    @Test(arguments: [
        ("<xliff version='2.0'><file/></xliff>", "1:1: not XLIFF: only XLIFF version 1.2 is read (version=\"2.0\")"),
        ("<xliff version='1.2'><file target-language='fr'/></xliff>", "1:22: not XLIFF: <file> has no source-language"),
        (
            "<xliff version='1.2'><file source-language='en'><body>\n<trans-unit><source>a</source></trans-unit></body></file></xliff>",
            "2:1: not XLIFF: <trans-unit> has no id"
        ),
        (
            "<xliff version='1.2'><file source-language='en'><body><trans-unit id='k'>\n<target>a<g id='1'>b</g></target></trans-unit></body></file></xliff>",
            "2:10: not XLIFF: <g> in <target> is not read: a label's text holds no markup"
        ),
        (
            "<xliff version='1.2'><file source-language='en'><body><trans-unit id='k'/>\n<trans-unit id='k'/></body></file></xliff>",
            "2:1: duplicate key 'k'"
        ),
        ("<html/>", "1:1: not XLIFF: the root element is <html>, not <xliff>"),
    ])
    func malformedXLIFFIsLocated(text: String, expected: String) {
        do {
            _ = try XLIFF.parse(Array(text.utf8), path: "f.xliff")
            Issue.record("read")
        } catch {
            #expect("\(error.mark.line):\(error.mark.column): \(error.message)" == expected)
        }
    }

    /// Groups are read, units of other tools' elements (`alt-trans`) passed over, and an empty
    /// target is not a translation.
    @Test func groupsAreReadAndEmptyTargetsLeftOut() throws {
        let text = """
            <xliff version="1.2"><file source-language="en" target-language="ja"><body><group id="g">
            <trans-unit id="a"><source>A</source><target>エー</target><alt-trans><target>x</target></alt-trans></trans-unit>
            <trans-unit id="b"><source>B</source><target/></trans-unit></group></body></file></xliff>
            """
        let read = try XLIFF.parse(Array(text.utf8), path: "f.xliff")
        #expect(read.translations.count == 1)
        #expect(read.translations.first?.entries.map(\.key) == ["a"])
        #expect(read.translations.first?.entries.map(\.value) == ["エー"])
    }
}
