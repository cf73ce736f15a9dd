import Diagnostics
import Testing
import YAML

@testable import RefreshSpec

/// ``StringsBlock/texts``: the first of a repeated key, the last of a repeated locale, whether
/// or not the locales list the same keys.
@Suite struct StringsBlockTextsTests {
    /// A block of the texts given, each a scalar of one small document (every locale's mapping
    /// node is a stand-in: ``StringsBlock/texts`` reads the texts, not the mappings).
    private func block(_ locales: [(id: String, entries: [(String, String)])]) throws -> StringsBlock {
        let mark = Mark(line: 1, column: 1)
        let texts = locales.flatMap { $0.entries.map(\.1) }
        let yaml = "- {}\n" + texts.map { "- \"\($0)\"\n" }.joined()
        let document = try #require(try Document.parse(Source(path: "t.yaml", bytes: Array(yaml.utf8))))
        guard case .sequence(let list) = document.root, case .mapping(let mapping) = list.items[0] else {
            throw StandInError()
        }
        var next = 1
        func scalar() throws -> Document.Scalar {
            defer { next += 1 }
            guard case .scalar(let scalar) = list.items[next] else { throw StandInError() }
            return scalar
        }
        return StringsBlock(
            document: document, root: nil, mapping: nil,
            locales: try locales.map { locale in
                StringsBlock.LocaleTexts(
                    id: locale.id, mark: mark, mapping: mapping,
                    entries: try locale.entries.map { key, _ in
                        StringsBlock.Text(key: key, keyMark: mark, value: try scalar(), in: document)
                    })
            })
    }

    private struct StandInError: Error {}

    @Test func sameKeysKeepEachLocalesFirstText() throws {
        let strings = try block([("en", [("a", "A"), ("b", "B"), ("a", "A2")]), ("fr", [("a", "Ä"), ("b", "Ö"), ("a", "Ä2")])])
        #expect(strings.listsSameKeys)
        #expect(strings.texts == ["en": ["a": "A", "b": "B"], "fr": ["a": "Ä", "b": "Ö"]])
        #expect(strings.locale("fr")?.text("a") == "Ä")
        #expect(strings.locale("fr")?.has("b") == true)
        #expect(strings.locale("fr")?.has("c") == false)
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
