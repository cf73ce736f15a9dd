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

    @Test func nonFiniteNumbersAreNull() {
        #expect(JSON.number(.nan).serialized() == "null")
    }
}
