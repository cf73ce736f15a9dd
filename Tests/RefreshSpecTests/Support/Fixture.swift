import RefreshSpec
import Testing
import YAML

/// A spec text with marked places and the diagnostics that must land there, and nothing else.
struct Fixture: Sendable, CustomTestStringConvertible {
    let name: String
    let yaml: String
    let expected: [DiagnosticSpec]

    init(_ name: String, _ yaml: String, _ expected: [DiagnosticSpec]) {
        self.name = name
        self.yaml = yaml
        self.expected = expected
    }

    var testDescription: String { name }

    /// Loads the fixture and checks that exactly the expected diagnostics are reported.
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        let marked = MarkedText(yaml)
        let result = Spec.load(source: Source(path: "fixture.yaml", bytes: Array(marked.text.utf8)))
        let actual = result.diagnostics.map { "\($0.mark) \($0.rule): \($0.message)" }
        let wanted = expected.map {
            "\(marked.marks[$0.number]?.description ?? "no marker \($0.marker)") \($0.rule): \($0.message)"
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

/// One diagnostic a fixture expects, like swift-format's `FindingSpec`: where (the marker in the
/// fixture text), which rule, and the whole message.
/// `DiagnosticSpec("1️⃣", rule: "unknown-key", message: "unknown key 'idel' in labels …")`.
struct DiagnosticSpec: Sendable {
    /// The marker, `1️⃣` to `9️⃣`, in front of the character the diagnostic points at.
    let marker: String
    /// The diagnostic's stable rule id.
    let rule: String
    let message: String

    init(_ marker: String, rule: String, message: String) {
        self.marker = marker
        self.rule = rule
        self.message = message
    }

    /// The marker's digit, the key of `MarkedText.marks` (0, which no marker has, for a malformed one).
    var number: Int {
        marker.unicodeScalars.first.flatMap { Int(String($0)) } ?? 0
    }
}
