import Testing

@testable import YAML

/// Floats read from their bytes must be the very doubles `Double(text)` (strtod) gives: the
/// fast path only takes decimals whose digits and power of ten are exact doubles.
@Suite struct ExactDecimalTests {
    /// The value `resolvePlain` gives a plain scalar's text.
    private func resolved(_ text: String) -> Document.Scalar.Value {
        var text = text
        return text.withUTF8 { bytes in Document.Scalar.resolvePlain(bytes) { String(decoding: bytes, as: UTF8.self) } }
    }

    private func expectSameAsLibrary(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let expected = Double(text) else {
            Issue.record("'\(text)' is not a float for Double(_:)", sourceLocation: sourceLocation)
            return
        }
        guard case .float(let value) = resolved(text) else {
            Issue.record("'\(text)' did not resolve to a float", sourceLocation: sourceLocation)
            return
        }
        // Bit patterns: -0.0 and 0.0 differ, and so would a double one ulp off.
        #expect(value.bitPattern == expected.bitPattern, "'\(text)': \(value) vs \(expected)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        "0.0", "-0.0", "+0.0", "0.", ".5", "-.5", "0.3", "0.1", "0.2", "0.7", "1.5", "0.25", "0.4",
        "375.0", "1e3", "1E3", "1e+3", "1e-3", "2.5e-3", "-1.25e2", "0e0", "-0e99999", "0.000",
        "0.05", "00012.50", "9007199254740992.0", "9007199254740993.0", "1e22", "1e23", "1e-22", "1e-23",
        "123456789012345678.9", "1234567890123456789.0", "12345678901234567890.0", "4.9e-324", "1.7976931348623157e308",
        "1e400", "-1e400", "1e-400", "0.1e-21", "100000000000000000000000e-2", "3.14159265358979323846",
    ])
    func edgeCasesAreTheLibrarysDoubles(_ text: String) {
        expectSameAsLibrary(text)
    }

    /// Decimals of 1–21 digits with the point anywhere, leading and trailing zeros, signs and
    /// exponents −30…30, from a fixed seed: 20,000 of them, every one as `Double(text)` reads it.
    @Test func randomDecimalsAreTheLibrarysDoubles() {
        var random = Knuth64(state: 20_261_201)
        for _ in 0..<20_000 {
            var text = ["", "-", "+"][Int(random.next() % 3)]
            let count = 1 + Int(random.next() % 21)
            let point = Int(random.next() % UInt64(count + 1))
            for position in 0..<count {
                if position == point { text += "." }
                // Zeros are common, as in 0.05 or 100.
                let digit = random.next() % 3 == 0 ? 0 : random.next() % 10
                text += String(digit)
            }
            if point == count { text += random.next() % 2 == 0 ? ".0" : "." }
            if random.next() % 3 == 0 {
                text += (random.next() % 2 == 0 ? "e" : "E") + ["", "-", "+"][Int(random.next() % 3)]
                text += String(random.next() % 31)
            }
            expectSameAsLibrary(text)
        }
    }

    @Test func integersAndWordsAreNotFloats() {
        #expect(resolved("12") == .int(12))
        #expect(resolved("-7") == .int(-7))
        #expect(resolved("1.2.3") == .string("1.2.3"))
        #expect(resolved("1e") == .string("1e"))
        #expect(resolved(".") == .string("."))
        #expect(resolved("-.inf") == .float(-.infinity))
    }
}

/// Knuth's MMIX linear congruential generator, high bits only: the same cases on every run.
private struct Knuth64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
}
