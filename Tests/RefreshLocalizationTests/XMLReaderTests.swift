import Diagnostics
import Testing

@testable import RefreshLocalization

/// The bounded XML reader under XLIFF: what it reads, and hostile input refused at its place.
@Suite struct XMLReaderTests {
    private func root(_ text: String) throws -> XMLReader.Element {
        try XMLReader.root(of: Array(text.utf8), path: "f.xliff")
    }

    /// The line, column and message of the error reading `bytes`, or nil when they read.
    private func problem(_ bytes: [UInt8]) -> String? {
        do {
            _ = try XMLReader.root(of: bytes, path: "f.xliff")
            return nil
        } catch {
            return "\(error.mark.line):\(error.mark.column): \(error.message)"
        }
    }

    private func problem(_ text: String) -> String? { problem(Array(text.utf8)) }

    @Test func entitiesReferencesCDATAAndCommentsReadAsText() throws {
        let element = try root(
            "<?xml version=\"1.0\"?>\n<!-- c -->\n<a x='1 &amp; &#x41;&#66;'>&lt;&gt;&quot;&apos;<![CDATA[<b>&amp;]]><!-- skip -->z\r\ny</a>\n"
        )
        #expect(element.name == "a")
        #expect(element.attribute("x") == "1 & AB")
        guard case .text(let text, let mark)? = element.children.first else {
            Issue.record("no text")
            return
        }
        // CRLF reads as LF (XML 1.0 §2.11); the CDATA section's text is taken as written. The
        // text starts after `<a x='1 &amp; &#x41;&#66;'>`, 27 characters: column 28 of line 3.
        #expect(text == "<>\"'<b>&amp;z\ny")
        #expect((mark.line, mark.column) == (3, 28))
    }

    @Test func prefixesAreDroppedAndBlanksInAttributesBecomeSpaces() throws {
        let element = try root("<x:a xmlns:x='u'><x:b v='a\tb\nc' xml:space='preserve'/></x:a>")
        #expect(element.name == "a")
        #expect(element.elements.first?.name == "b")
        #expect(element.elements.first?.attribute("v") == "a b c")
        #expect(element.elements.first?.attribute("xml:space") == "preserve")
    }

    /// The billion laughs: a DOCTYPE declaring entities that expand to 10^9 copies is refused at
    /// its first byte, before any entity is read.
    @Test func aDoctypeIsRefusedSoNoEntityExpands() {
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
            <xliff>&lol2;</xliff>
            """
        #expect(problem(bomb) == "2:1: not XLIFF: a DOCTYPE is not read: XLIFF needs none, and it could declare entities")
        #expect(problem("<a>&lol;</a>") == "1:4: not XLIFF: unknown entity '&lol;'")
    }

    /// 64 levels read; the 65th is an error at its start tag, found before the stack grows further.
    /// XML 1.0 allows no control character but tab, LF and CR anywhere: in a CDATA section (as
    /// the fuzzer found, which a read document then carried into a render) or a comment too.
    /// `<a><![CDATA[x` is 3 + 9 + 1 = 13 characters, so U+0001 is column 14; `<!-- ` is 5.
    @Test func aForbiddenCharacterIsRefusedWhereverItIs() {
        #expect(problem("<a><![CDATA[x\u{01}]]></a>") == "1:14: not XLIFF: U+0001 is no character XML 1.0 allows")
        #expect(problem("<a>\n<!-- \u{00} --></a>") == "2:6: not XLIFF: U+0000 is no character XML 1.0 allows")
    }

    @Test func nestingIsBounded() {
        let depth = XMLReader.maximumDepth
        let fits = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        #expect(problem(fits) == nil)
        let deep = String(repeating: "<a>", count: 100_000)
        // The 65th `<a>` starts at column 64 × 3 + 1 = 193.
        #expect(problem(deep) == "1:193: not XLIFF: elements nest deeper than 64 levels")
    }

    @Test func invalidUTF8IsLocated() {
        #expect(
            problem(Array("<a>\nok".utf8) + [0xC3, 0x28] + Array("</a>".utf8))
                == "2:3: the file is neither UTF-8 nor UTF-16 with a byte order mark")
    }

    @Test(arguments: [
        ("<a>\u{1}</a>", "1:4: not XLIFF: U+0001 is no character XML 1.0 allows"),
        ("<a>&#1;</a>", "1:4: not XLIFF: '&#1;' is no character XML 1.0 allows"),
        ("<a>&#xD800;</a>", "1:4: not XLIFF: '&#xD800;' is no character XML 1.0 allows"),
        ("<a>AT&T</a>", "1:6: not XLIFF: '&' starts no reference ending in ';' (write '&amp;')"),
        ("<a><b></a>", "1:7: not XLIFF: '</a>' ends '<b>'"),
        ("<a x='1' x='2'/>", "1:10: not XLIFF: attribute 'x' is written twice"),
        ("<a>", "1:1: not XLIFF: '<a>' is not closed"),
        ("<a/><b/>", "1:5: not XLIFF: text after the root element"),
        ("<a><![CDATA[x</a>", "1:4: not XLIFF: the CDATA section has no ']]>'"),
        ("<a>]]></a>", "1:4: not XLIFF: ']]>' outside a CDATA section"),
        ("<!-- only -->", "1:14: not XLIFF: the file has no root element"),
        ("<a x=1/>", "1:6: not XLIFF: expected an attribute value in quotes"),
    ])
    func malformedXMLIsLocated(text: String, expected: String) {
        #expect(problem(text) == expected)
    }

    /// A long flat file reads in time linear in its size: 100,000 elements.
    @Test func aLongFileReads() throws {
        let element = try root("<a>" + String(repeating: "<b x='1'>t</b>", count: 100_000) + "</a>")
        #expect(element.elements.count == 100_000)
    }
}
