import RefreshCore
import Testing
import YAML

@testable import RefreshSpec

/// The decoder's lookups that avoid hashing and name comparisons: steps by table position,
/// components by id, repeated keys by position. Each must give what a name lookup gives.
@Suite struct DecoderLookupTests {
    /// A key read by its number is the key its name finds, in every table the decoder reads by
    /// key: the number the decoder reads a key's value at is where the table accepted it.
    @Test func keysReadByNumberAreTheKeysTheirNamesFind() {
        func check<Key: NumberedKey>(_ table: KeyTable, _: Key.Type) {
            #expect(table.isMade(of: Key.self), "\(table.name)")
            #expect(table.keys.count == Key.allCases.count, "\(table.name)")
            for key in Key.allCases {
                #expect(table.position(of: key.name) == key.rawValue, "\(table.name).\(key.name)")
                #expect(table[key] === table.keys[key.rawValue], "\(table.name).\(key.name)")
            }
        }
        check(.spec, SpecKey.self)
        check(.scrollView, ScrollViewKey.self)
        // The keys of two tables are found in each.
        check(.size, SizeKey.self)
        check(.positiveSize, SizeKey.self)
        check(.insets, InsetsKey.self)
        check(.insetsChange, InsetsKey.self)
        check(.point, PointKey.self)
        check(.clock, ClockKey.self)
        check(.component, ComponentKey.self)
        check(.font, FontKey.self)
        check(.animation, AnimationKey.self)
        check(.lastUpdated, LastUpdatedKey.self)
        check(.stateLabel, StateLabelKey.self)
        check(.indicator, IndicatorKey.self)
        check(.gifImages, GifImagesKey.self)
        check(.labelText, LabelTextKey.self)
        check(.expectation, ExpectationKey.self)
        check(.lastEvent, LastEventKey.self)
        check(.scenario, ScenarioKey.self)
        check(.step, StepKind.self)
        check(.drag, DragKey.self)
        check(.release, ReleaseKey.self)
        check(.reloadData, ReloadDataKey.self)
        #expect(!KeyTable.size.isMade(of: InsetsKey.self) && !KeyTable.step.isMade(of: DragKey.self))
    }

    /// A key read unretained is the very key the table lists at that position, in every table
    /// the decoder reads values from.
    @Test(arguments: [
        KeyTable.spec, .scrollView, .component, .lastUpdated, .scenario, .step, .drag, .size, .positiveSize, .insets,
        .insetsChange, .point, .expectComponent, .expectScrollView,
    ])
    func keysReadUnretainedAreTheTablesKeys(_ table: KeyTable) {
        for position in table.keys.indices {
            #expect(table.withKey(at: position) { $0 === table.keys[position] }, "\(table.name) #\(position)")
        }
    }

    /// A choice is found from a scalar's bytes before any null check: no word of a choice may be
    /// a null word, and each word's bytes find its case (and nothing else does).
    @Test func choiceWordsAreFoundFromTheirBytesAndNoneIsNull() throws {
        func check<Value: RawRepresentable<String> & CaseIterable & Equatable>(_: Value.Type) throws {
            let words = Value.allCases.map(\.rawValue)
            let yaml = "[" + (words + ["null", "~", "Idle", "idle2"]).map { "\"\($0)\"" }.joined(separator: ", ") + "]"
            let document = try #require(try Document.parse(Source(path: "t.yaml", bytes: Array(yaml.utf8))))
            guard case .sequence(let list) = document.root else { throw StandInError() }
            for index in list.items.indices {
                let scalar = try #require(list.items[index].scalar)
                let text = scalar.text
                #expect(SpecDecoder.word(scalar, as: Value.self) == Value(rawValue: text), "\(Value.self) \(text)")
            }
            #expect(!words.contains { ["", "~", "null", "Null", "NULL"].contains($0) }, "\(Value.self)")
        }
        try check(ComponentType.self)
        try check(Font.Weight.self)
        try check(IndicatorStyle.self)
        try check(RefreshState.self)
        try check(ComponentStyle.self)
        try check(TrailerVariant.self)
        try check(Axis.self)
        try check(ScrollViewKind.self)
        try check(RubberBand.self)
        try check(ScrollDirection.self)
        try check(RefreshCore.TodayRule.self)
    }

    private struct StandInError: Error {}

    /// Each state has its own slot, in `allCases` order: setting one label gives back that
    /// label alone, and iteration, `keys` and `values` follow the states' order.
    @Test func labelsKeepOneSlotPerStateInStateOrder() {
        let label = { (text: String) in ComponentSpec.Label(content: .text(text)) }
        for state in RefreshState.allCases {
            var labels = ComponentSpec.Labels()
            labels[state] = label(state.rawValue)
            #expect(labels.keys == [state])
            for other in RefreshState.allCases {
                #expect(labels[other] == (other == state ? label(state.rawValue) : nil), "\(state) then \(other)")
            }
        }
        var labels: ComponentSpec.Labels = [.noMoreData: label("end"), .idle: label("rest")]
        #expect(labels.keys == [.idle, .noMoreData] && labels.values == [label("rest"), label("end")])
        #expect(labels.count == 2 && !labels.isEmpty)
        labels[.idle] = nil
        labels[.noMoreData] = nil
        #expect(labels.isEmpty && labels == ComponentSpec.Labels() && labels.hashValue == ComponentSpec.Labels().hashValue)
    }

    /// A spec of `count` observers `observer1`… and one scenario expecting `expected`.
    static func spec(observers count: Int, expecting expected: String) -> String {
        let components = (1...count).map { "  - {id: observer\($0), type: scrollObserver}" }.joined(separator: "\n")
        return """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
            \(components)
            scenarios:
              - name: first
                steps:
                  - expect: {\(expected): {lastEvent: {direction: down}}}
            """
    }

    static func messages(_ yaml: String) -> [String] {
        Spec.load(source: Source(path: "specs/sample.yaml", bytes: Array(yaml.utf8))).diagnostics.map(\.message)
    }

    @Test(arguments: [3, 40])
    func componentsAreFoundByIDInSmallAndLargeSpecs(count: Int) throws {
        #expect(Self.messages(Self.spec(observers: count, expecting: "observer\(count)")) == [])
        let unknown = Self.messages(Self.spec(observers: count, expecting: "observer0"))
        #expect(unknown.count == 1)
        let ids = (1...count).map { "observer\($0)" }.sorted().joined(separator: ", ")
        #expect(try #require(unknown.first).contains("no component has id 'observer0'; the spec's components are \(ids)"))
    }

    /// Ids and scenario names are compared in a short list, and indexed past 16: both find a
    /// name used twice, with a note at its first use.
    @Test(arguments: [3, 40])
    func repeatedIDsAndScenarioNamesAreFoundInSmallAndLargeSpecs(count: Int) throws {
        let components = (1...count).map { "  - {id: observer\($0), type: scrollObserver}" }.joined(separator: "\n")
        let scenarios = (1...count).map { "  - {name: scenario\($0), steps: [release]}" }.joined(separator: "\n")
        let yaml = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: observer\(count), type: scrollObserver}
            \(components)
            scenarios:
            \(scenarios)
              - {name: scenario\(count), steps: [release]}

            """
        let result = Spec.load(source: Source(path: "specs/sample.yaml", bytes: Array(yaml.utf8)))
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let repeatedID = try #require(result.diagnostics.first { $0.rule == "duplicate-id" })
        #expect(repeatedID.message == "component id 'observer\(count)' is used twice")
        #expect(lines[repeatedID.mark.line - 1].contains("id: observer\(count),"))
        #expect(repeatedID.notes.map { $0.mark?.line } == [4])
        let repeatedName = try #require(result.diagnostics.first { $0.rule == "duplicate-scenario" })
        #expect(repeatedName.message == "scenario name 'scenario\(count)' is used twice")
        #expect(repeatedName.mark.line == lines.count - 1)
        #expect(repeatedName.notes.map { $0.mark?.line } == [lines.count - 2])
    }

    @Test func repeatedKeysAreReportedAtTheSecondWithANoteAtTheFirst() throws {
        let line = "  - {id: header, type: header, hidden: true, bogus: 1, hidden: false, bogus: 2}"
        let yaml = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
            \(line)
            """
        /// The 1-based columns where `key` starts in the line, in order.
        func columns(_ key: String) -> [Int] {
            var found: [Int] = []
            var rest = line[...]
            while let range = rest.range(of: key + ":") {
                found.append(line.distance(from: line.startIndex, to: range.lowerBound) + 1)
                rest = rest[range.upperBound...]
            }
            return found
        }
        let result = Spec.load(source: Source(path: "specs/sample.yaml", bytes: Array(yaml.utf8)))
        let repeated = result.diagnostics.filter { $0.rule == "duplicate-key" }
        #expect(repeated.map(\.message) == ["duplicate key 'hidden'", "duplicate key 'bogus'"])
        #expect(repeated.map(\.mark.column) == [columns("hidden")[1], columns("bogus")[1]])
        #expect(repeated.map { $0.notes.map { $0.mark?.column } } == [[columns("hidden")[0]], [columns("bogus")[0]]])
        #expect(repeated.allSatisfy { $0.mark.line == 4 })
        #expect(result.diagnostics.filter { $0.rule == "unknown-key" }.count == 1)
    }

    @Test func repeatedKeysOfALargeMappingAreFound() throws {
        let keys = (0..<40).map { "    extra\($0): \($0)" }.joined(separator: "\n")
        let yaml = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - id: header
                type: header
            \(keys)
                extra7: 8
                type: footer
            """
        let result = Spec.load(source: Source(path: "specs/sample.yaml", bytes: Array(yaml.utf8)))
        let repeated = result.diagnostics.filter { $0.rule == "duplicate-key" }
        #expect(repeated.map(\.message) == ["duplicate key 'extra7'", "duplicate key 'type'"])
        #expect(repeated.map(\.mark.line) == [46, 47])
        #expect(repeated.map { $0.notes.map { $0.mark?.line } } == [[13], [5]])
        #expect(result.diagnostics.filter { $0.rule == "unknown-key" }.count == 40)
    }

    /// Scenario names compare as Swift strings, as the index past 16 names does: `café` written
    /// with a composed é and with e + U+0301 is one name, used twice.
    @Test func canonicallyEqualScenarioNamesAreOneName() {
        let yaml = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header}
            scenarios:
              - {name: "caf\\u00e9", steps: [release]}
              - {name: "cafe\\u0301", steps: [release]}
            """
        #expect(Self.messages(yaml) == ["scenario name 'cafe\u{301}' is used twice"])
    }
}
