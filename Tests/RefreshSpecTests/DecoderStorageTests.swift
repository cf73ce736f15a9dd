import Diagnostics
import Testing
import YAML

@testable import RefreshSpec

/// Where the decoder keeps what it reads without an allocation per mapping: accepted keys in
/// chunks that never move, key marks in table order, and the keys of locales written side by
/// side made once.
@Suite struct DecoderStorageTests {
    @Test func entriesReservedEarlierStayWhereTheyAreWhenChunksAreAdded() throws {
        let document = try #require(try Document.parse(Source(path: "t.yaml", bytes: Array("a: 1\n".utf8))))
        let arena = FieldEntries()
        let first = arena.reserve(3)
        for position in 0..<3 {
            (first + position).initialize(
                to: Field(position: position, keyMark: Mark(line: position + 1, column: 1), value: document.root))
        }
        arena.commit(3)
        // Far more than one chunk holds, a mapping at a time.
        for _ in 0..<200 {
            let room = arena.reserve(40)
            room.initialize(to: Field(position: 99, keyMark: Mark(line: 99, column: 9), value: document.root))
            arena.commit(1)
        }
        #expect((0..<3).map { first[$0].position } == [0, 1, 2])
        #expect((0..<3).map { first[$0].keyMark.line } == [1, 2, 3])
    }

    @Test func aMappingLongerThanItsTableKeepsEveryAcceptedKey() throws {
        // 80 unknown keys, then the scroll view's own: more pairs than the table has keys. The
        // required frame is found (no missing key) and dataCount's value is read (its type is
        // reported).
        let unknown = (1...80).map { "x\($0): 1" }.joined(separator: ", ")
        let yaml = """
            version: 1
            scrollView: {\(unknown), frame: {width: 320, height: 480}, dataCount: seven}
            components:
              - {id: header, type: header}
            """
        let result = Spec.load(source: Source(path: "specs/long.yaml", bytes: Array(yaml.utf8)))
        #expect(result.diagnostics.filter { $0.rule == "unknown-key" }.count == 80)
        #expect(!result.diagnostics.contains { $0.rule == "missing-key" })
        let column = yaml.split(separator: "\n")[1].utf8.count - "seven}".utf8.count + 1
        #expect(result.diagnostics.contains { $0.rule == "wrong-type" && $0.mark == Mark(line: 2, column: column) })
    }

    @Test func keyMarksAreFoundByNameWhateverOrderTheKeysWereWrittenIn() throws {
        let spec = try decodeClean(
            """
            version: 1
            scrollView: {frame: {width: 320, height: 480}}
            components:
              - hidden: false
                id: header
                type: header
                height: 60
            """)
        let marks = try #require(spec.components.first?.keyMarks)
        #expect(marks["hidden"] == Mark(line: 4, column: 5))
        #expect(marks["id"] == Mark(line: 5, column: 5))
        #expect(marks["type"] == Mark(line: 6, column: 5))
        #expect(marks["height"] == Mark(line: 7, column: 5))
        #expect(marks["triggerRate"] == nil)
        #expect(marks["notAKey"] == nil)

        var written = ComponentSpec.KeyMarks()
        var reversed = ComponentSpec.KeyMarks()
        let pairs = [(3, Mark(line: 1, column: 1)), (0, Mark(line: 2, column: 1)), (7, Mark(line: 3, column: 1))]
        for (position, mark) in pairs { written.record(position: position, at: mark) }
        for (position, mark) in pairs.reversed() { reversed.record(position: position, at: mark) }
        #expect(written == reversed)
    }

    @Test func localesWrittenSideBySideReadTheirOwnKeys() throws {
        // fr differs from en at its second key; de repeats one; es is not a mapping; it has
        // every key of en and one more.
        let yaml = """
            version: 1
            scrollView: {frame: {width: 320, height: 480}}
            strings:
              en: {a.one: One, a.two: Two, a.three: Three}
              fr: {a.one: Un, a.deux: Deux, a.three: Trois}
              de: {a.one: Eins, a.one: Zwei, a.three: Drei}
              es: [a.one]
              it: {a.one: Uno, a.two: Due, a.three: Tre, a.four: Quattro}
            components:
              - {id: header, type: header}
            """
        let result = Spec.load(source: Source(path: "specs/locales.yaml", bytes: Array(yaml.utf8)))
        #expect(result.strings.locales.map(\.id) == ["en", "fr", "de", "it"])
        #expect(
            result.strings.locales.map { $0.entries.map(\.key) } == [
                ["a.one", "a.two", "a.three"], ["a.one", "a.deux", "a.three"], ["a.one", "a.three"],
                ["a.one", "a.two", "a.three", "a.four"],
            ])
        #expect(result.strings.texts["fr"] == ["a.one": "Un", "a.deux": "Deux", "a.three": "Trois"])
        #expect(result.strings.texts["de"] == ["a.one": "Eins", "a.three": "Drei"])
        #expect(result.strings.texts["it"]?["a.four"] == "Quattro")
    }
}
