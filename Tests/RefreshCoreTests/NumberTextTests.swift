import RefreshCore
import Testing

/// The one number formatter: messages, fixes, reports and generated code all print numbers so.
@Suite struct NumberTextTests {
    @Test(
        arguments: [
            (-124.0, nil, "-124"), (0.125, nil, "0.125"), (0.1 + 0.2, nil, "0.30000000000000004"),
            // Rounded: 40 / 54 = 0.7407…, -117.99999 is -118, 1.005 is stored just below 1.005.
            (40.0 / 54, 2, "0.74"), (-117.99999, 2, "-118"), (1.005, 2, "1"), (1.11111, 4, "1.1111"),
            // -0 prints as 0; from 1e15 on, Swift's own form.
            (-0.0, 2, "0"), (1e15, 2, "1000000000000000.0"), (1e16, nil, "1e+16"), (123_456_789_012_345, nil, "123456789012345"),
        ] as [(Double, Int?, String)])
    func numbersPrintPlainly(_ value: Double, _ decimals: Int?, _ text: String) {
        #expect(value.text(decimals: decimals) == text)
    }

    @Test func shortTextIsTwoDecimals() {
        #expect((60.0 / 54).shortText == "1.11")
        #expect(64.0.shortText == "64")
    }
}
