import Foundation
import RefreshReport
import Testing

@Suite struct JSONTests {
    @Test func objectsKeepInsertionOrderAndEscape() {
        let value = JSON.object([
            ("z", .string("a\"b\\c\nd\u{1}")), ("a", .array([.integer(1), .bool(false), .null])),
        ])
        #expect(value.serialized() == #"{"z":"a\"b\\c\nd\u0001","a":[1,false,null]}"#)
    }

    @Test(arguments: [(1.0, "1"), (-118.0, "-118"), (1.111111, "1.1111"), (0.1, "0.1"), (-0.00001, "0"), (2.5e20, "2.5e+20")])
    func numbersPrintShortAndRounded(value: Double, expected: String) {
        #expect(JSON.number(value).serialized() == expected)
    }

    /// Every C0 control, the quote and the backslash are escaped, and text around them, of any
    /// script, is kept: Foundation's JSON parser reads each string back as it was.
    @Test(arguments: [
        String((0..<0x20).map { Character(Unicode.Scalar($0)!) }), "\"\\", "下拉\u{7}刷新\"🙂\\é\n",
        String(repeating: "Pull to refresh ", count: 20_000) + "\u{1F}end", "", "\u{7F}\u{85}\u{2028}",
    ])
    func stringsReadBackAsTheyWere(text: String) throws {
        let serialized = JSON.array([.string(text)]).serialized()
        let read = try JSONSerialization.jsonObject(with: Data(serialized.utf8)) as? [String]
        #expect(read == [text])
        #expect(!serialized.utf8.contains { $0 < 0x20 })
    }

    @Test func controlsAreEscapedAsLowercaseHexOfFourDigits() {
        #expect(JSON.string("\u{0}\u{1B}\u{1F}").serialized() == #""\u0000\u001b\u001f""#)
    }

    @Test func nonFiniteNumbersAreNull() {
        #expect(JSON.number(.nan).serialized() == "null")
    }
}
