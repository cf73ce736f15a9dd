import RefreshSpec
import Testing
import YAML

/// A spec text with marked places and the diagnostics that must land there, and nothing else.
struct Fixture: Sendable, CustomTestStringConvertible {
    /// One expected diagnostic: at a marker, with a rule and a message.
    struct Expected: Sendable {
        let marker: Int
        let rule: String
        let message: String
    }

    let name: String
    let yaml: String
    let expected: [Expected]

    init(_ name: String, _ yaml: String, _ expected: [(Int, String, String)]) {
        self.name = name
        self.yaml = yaml
        self.expected = expected.map { Expected(marker: $0.0, rule: $0.1, message: $0.2) }
    }

    var testDescription: String { name }

    /// Loads the fixture and checks that exactly the expected diagnostics are reported.
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        let marked = MarkedText(yaml)
        let result = Spec.load(source: Source(path: "fixture.yaml", bytes: Array(marked.text.utf8)))
        let actual = result.diagnostics.map { "\($0.mark) \($0.rule): \($0.message)" }
        let wanted = expected.map {
            "\(marked.marks[$0.marker]?.description ?? "no marker \($0.marker)") \($0.rule): \($0.message)"
        }
        #expect(actual == wanted.sorted(by: Self.byPosition), sourceLocation: sourceLocation)
    }

    private static func byPosition(_ a: String, _ b: String) -> Bool {
        func key(_ text: String) -> [Int] {
            text.prefix { $0 != " " }.split(separator: ":").compactMap { Int($0) }
        }
        return key(a).lexicographicallyPrecedes(key(b))
    }
}
