import Testing

@testable import RefreshSpec

/// ``TextShape/placeholder(in:)``: the first `{` or `%@` of a text, whichever comes first.
@Suite struct TextShapePlaceholderTests {
    @Test(
        arguments: [
            ("", nil), ("Pull to refresh", nil), ("100%", nil), ("@home", nil), ("a@b%", nil), ("%", nil),
            ("{", "{"), ("Hi {name}", "{"), ("%@", "%@"), ("Hi %@!", "%@"), ("@%@", "%@"), ("%%@", "%@"),
            ("a %@ then {x}", "%@"), ("{x} then %@", "{"), ("Lädt… {n}", "{"), ("é%@", "%@"), ("% @", nil),
        ] as [(String, String?)])
    func findsTheFirstPlaceholder(_ text: String, _ expected: String?) {
        #expect(TextShape.placeholder(in: text) == expected, "in \"\(text)\"")
    }
}
