import Diagnostics
import Testing
import YAML

@testable import RefreshSpec

/// ``StringsBlock/texts``: the first of a repeated key, the last of a repeated locale, whether
/// or not the locales list the same keys.
@Suite struct StringsBlockTextsTests {
    /// A block of the texts given; every locale's mapping and text node is a stand-in read from
    /// one small document (``StringsBlock/texts`` reads the texts, not the nodes).
    private func block(_ locales: [(id: String, entries: [(String, String)])]) throws -> StringsBlock {
        let mark = Mark(line: 1, column: 1)
        let document = try #require(try Document.parse(Source(path: "t.yaml", bytes: Array("- {}\n- x\n".utf8))))
        guard case .sequence(let list) = document.root, case .mapping(let mapping) = list.items[0],
            case .scalar(let scalar) = list.items[1]
        else { throw StandInError() }
        return StringsBlock(
            document: document, root: nil, mapping: nil,
            locales: locales.map { locale in
                StringsBlock.LocaleTexts(
                    id: locale.id, mark: mark, mapping: mapping,
                    entries: locale.entries.map { key, text in
                        StringsBlock.Text(key: key, text: text, keyMark: mark, value: scalar)
                    })
            })
    }

    private struct StandInError: Error {}

    @Test func sameKeysKeepEachLocalesFirstText() throws {
        let strings = try block([("en", [("a", "A"), ("b", "B"), ("a", "A2")]), ("fr", [("a", "Ä"), ("b", "Ö"), ("a", "Ä2")])])
        #expect(strings.listsSameKeys)
        #expect(strings.texts == ["en": ["a": "A", "b": "B"], "fr": ["a": "Ä", "b": "Ö"]])
    }

    @Test func otherKeysKeepEachLocalesFirstText() throws {
        let strings = try block([("en", [("a", "A"), ("b", "B"), ("a", "A2")]), ("fr", [("b", "Ö"), ("a", "Ä")]), ("de", [])])
        #expect(!strings.listsSameKeys)
        #expect(strings.texts == ["en": ["a": "A", "b": "B"], "fr": ["a": "Ä", "b": "Ö"], "de": [:]])
    }

    @Test(arguments: [true, false])
    func aRepeatedLocaleKeepsItsLastTexts(_ sameKeys: Bool) throws {
        let second: [(String, String)] = sameKeys ? [("a", "A3"), ("b", "B3")] : [("b", "B3")]
        let strings = try block([("en", [("a", "A"), ("b", "B")]), ("en", second)])
        #expect(strings.listsSameKeys == sameKeys)
        #expect(strings.texts == ["en": Dictionary(uniqueKeysWithValues: second)])
    }

    @Test func oneLocaleAndNone() throws {
        #expect(try block([("en", [("a", "A"), ("a", "A2")])]).texts == ["en": ["a": "A"]])
        #expect(try block([]).texts.isEmpty)
        #expect(try block([]).listsSameKeys)
    }
}
