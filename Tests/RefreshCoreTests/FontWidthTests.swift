@testable import RefreshCore
import Testing

/// SPEC.md §8's text width, counted without breaking a Latin text into characters: the same
/// widths as character by character, so a 6 MiB label no longer costs a fifth of a second a step.
@Suite struct FontWidthTests {
    /// Width character by character, as SPEC.md §8 states it.
    static func referenceWidth(_ text: String, _ font: Font) -> Double {
        var units = 0.0
        for character in text { units += TextWidth.isWide(character) ? 1 : 0.6 }
        return (units * font.size * (font.weight == .bold ? 1.05 : 1) - 1e-9).rounded(.up)
    }

    /// "Pull down": 9 characters × 0.6 × 14 × 1.05 = 79.38, rounded up to 80.
    @Test(arguments: [
        "Pull down", "a\r\nb", "\r\r\n\n", "Café ÿ", "e\u{301}", "下拉可以刷新", "", String(repeating: "x", count: 10_000),
    ])
    func widthsAreThoseOfCharacterByCharacter(text: String) {
        for font in [Font.standard, Font(size: 10, weight: .regular)] {
            #expect(font.width(of: text) == Self.referenceWidth(text, font))
        }
        #expect(Font.standard.width(of: "Pull down") == 80)
    }

    /// A carriage return and line feed are one character; a combining mark (U+0301) or a wide
    /// character sends the text back to character by character.
    @Test func narrowCountsFollowCharacters() {
        #expect(Font.narrowCharacterCount("a\r\nb") == 3)
        #expect(Font.narrowCharacterCount("\r\r\n\n") == 3)
        #expect(Font.narrowCharacterCount("Café ÿ") == 6)
        #expect(Font.narrowCharacterCount("e\u{301}") == nil)
        #expect(Font.narrowCharacterCount("下") == nil)
    }
}
