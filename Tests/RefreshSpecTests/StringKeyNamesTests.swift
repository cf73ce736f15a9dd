import Testing
import YAML

@testable import RefreshSpec

/// Label keys that name a key of `strings` are that key's string (one string per key, not one
/// per label); any other label key is its own text, byte for byte as written.
@Suite struct StringKeyNamesTests {
    /// A spec whose `strings` lists `keys` (each text "T"), its header's idle, pulling and
    /// refreshing labels the first three of `labels` and its back footer's the others: the
    /// label keys in that order, and the first locale's keys.
    private func load(keys: [String], labels: [String]) throws -> (labels: [String], strings: [String]) {
        let states = ["idle", "pulling", "refreshing"]
        func labelMapping(_ keys: ArraySlice<String>) -> String {
            zip(states, keys).map { "\($0): \"\($1)\"" }.joined(separator: ", ")
        }
        let yaml = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en:
            \(keys.map { "    \"\($0)\": T\n" }.joined())components:
              - {id: top, type: header, labels: {\(labelMapping(labels.prefix(3)))}}
              - {id: bottom, type: backFooter, labels: {\(labelMapping(labels.dropFirst(3)))}}
            """
        let loaded = Spec.load(source: Source(path: "keys.yaml", bytes: Array(yaml.utf8)))
        guard let spec = loaded.spec else {
            Issue.record("the spec has errors: \(loaded.diagnostics.map(\.message))")
            throw NoSpec()
        }
        let labelKeys = spec.components.flatMap { component in
            component.labels.compactMap { state, label -> String? in
                guard states.contains(state.rawValue), case .key(let key) = label.content, label.mark != nil else { return nil }
                return key
            }
        }
        return (labelKeys, loaded.strings.locales.first?.entries.map(\.key) ?? [])
    }

    private struct NoSpec: Error {}

    /// Where a string's UTF-8 is stored: the same place for one string handed out twice.
    private func storage(_ text: String) -> UnsafePointer<UInt8>? {
        text.utf8.withContiguousStorageIfAvailable(\.baseAddress) ?? nil
    }

    @Test func aLabelNamingAKeyOfStringsIsThatKeysString() throws {
        let keys = ["feed.refresh.idle.long", "feed.more.idle.longer", "feed.other.idle.longest"]
        // Out of the order `strings` lists them, and one twice.
        let loaded = try load(keys: keys, labels: [keys[1], keys[0], keys[2], keys[1]])
        #expect(loaded.labels == [keys[1], keys[0], keys[2], keys[1]])
        // Keys longer than 15 bytes have storage of their own; a label's is its key's.
        for (label, index) in zip(loaded.labels, [1, 0, 2, 1]) {
            #expect(storage(label) != nil)
            #expect(storage(label) == storage(loaded.strings[index]))
        }
    }

    @Test func otherLabelKeysAreTheirOwnText() throws {
        // "é" composed in `strings`, decomposed in the label: equal as strings, not as bytes.
        let composed = "feed.caf\u{E9}.idle.long"
        let decomposed = "feed.cafe\u{301}.idle.long"
        let loaded = try load(keys: [composed, "header.pulling.text"], labels: [decomposed, "header.idle"])
        #expect(loaded.labels.map { Array($0.utf8) } == [Array(decomposed.utf8), Array("header.idle".utf8)])
        #expect(storage(loaded.labels[0]) != storage(loaded.strings[0]))
    }

    @Test func manyKeysAreFoundInOrderAndOtherwiseMade() throws {
        // More keys than the search limit: labels in the order of `strings` are found one after
        // the other; one out of order past the limit is made from the document (and is equal).
        let count = StringKeyNames.searchLimit + 8
        let keys = (0..<count).map { "feed.section\($0).idle.text" }
        let labels = [keys[0], keys[1], keys[2], keys[count - 1]]
        let loaded = try load(keys: keys, labels: labels)
        #expect(loaded.labels == labels)
        #expect(storage(loaded.labels[1]) == storage(loaded.strings[1]))
        #expect(storage(loaded.labels[2]) == storage(loaded.strings[2]))
        #expect(storage(loaded.labels[3]) != storage(loaded.strings[count - 1]))
    }
}
