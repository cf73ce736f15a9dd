import Diagnostics
import Testing
import YAML

@testable import RefreshSpec

/// ``StringsBlock/texts``: the first of a repeated key, the last of a repeated locale, whether
/// or not the locales list the same keys.
@Suite struct StringsBlockTextsTests {
    private func block(_ locales: [(id: String, entries: [(String, String)])]) -> StringsBlock {
        let mark = Mark(line: 1, column: 1)
        return StringsBlock(
            root: nil, mapping: nil,
            locales: locales.map { locale in
                StringsBlock.LocaleTexts(
                    id: locale.id, mark: mark, mapping: Node.Mapping(pairs: [], mark: mark),
                    entries: locale.entries.map { key, text in
                        StringsBlock.Text(key: key, text: text, keyMark: mark, value: Node.Scalar(text: text, mark: mark))
                    })
            })
    }

    @Test func sameKeysKeepEachLocalesFirstText() {
        let strings = block([("en", [("a", "A"), ("b", "B"), ("a", "A2")]), ("fr", [("a", "Ä"), ("b", "Ö"), ("a", "Ä2")])])
        #expect(strings.listsSameKeys)
        #expect(strings.texts == ["en": ["a": "A", "b": "B"], "fr": ["a": "Ä", "b": "Ö"]])
    }

    @Test func otherKeysKeepEachLocalesFirstText() {
        let strings = block([("en", [("a", "A"), ("b", "B"), ("a", "A2")]), ("fr", [("b", "Ö"), ("a", "Ä")]), ("de", [])])
        #expect(!strings.listsSameKeys)
        #expect(strings.texts == ["en": ["a": "A", "b": "B"], "fr": ["a": "Ä", "b": "Ö"], "de": [:]])
    }

    @Test(arguments: [true, false])
    func aRepeatedLocaleKeepsItsLastTexts(_ sameKeys: Bool) {
        let second: [(String, String)] = sameKeys ? [("a", "A3"), ("b", "B3")] : [("b", "B3")]
        let strings = block([("en", [("a", "A"), ("b", "B")]), ("en", second)])
        #expect(strings.listsSameKeys == sameKeys)
        #expect(strings.texts == ["en": Dictionary(uniqueKeysWithValues: second)])
    }

    @Test func oneLocaleAndNone() {
        #expect(block([("en", [("a", "A"), ("a", "A2")])]).texts == ["en": ["a": "A"]])
        #expect(block([]).texts.isEmpty)
        #expect(block([]).listsSameKeys)
    }
}
