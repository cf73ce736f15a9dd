@testable import RefreshCore
import Testing

/// SPEC.md §8's text width from the generated glyph tables. Expected numbers are the fonts'
/// advances and kerning (Inter: 2816 units per em; the Noto faces: 1000), as
/// Scripts/make-width-tables.py reads them, times size / units per em.
@Suite struct FontWidthTests {
    static let bold = Font()
    static let regular = Font(size: 14, weight: .regular)

    /// Inter Bold "Pull down": P 1824 + u 1751 + l 766 + l 766 + space 653 + d 1789 + o 1728
    /// + w 2394 + n 1751 = 13422, kerning o·w −38: 13384 × 14 / 2816 = 66.5398. Not rounded.
    @Test func latinIsTheSumOfAdvancesAndKerning() {
        #expect(abs(Self.bold.width(of: "Pull down") - 13384 * 14 / 2816) < 1e-9)
        // Regular "abc": 1588 + 1748 + 1572 = 4908 units, no kerning: 4908 × 14 / 2816 = 24.4006.
        #expect(Self.regular.width(of: "abc") == Double(4908) * 14 / 2816)
        #expect(Self.bold.width(of: "") == 0)
    }

    /// Kerning pairs: bold "AV" 2106 + 2106 − 254 = 3958 units = 19.6776 pt; "Tö" 1882 + 1728
    /// − 144 = 3466 units = 17.2315 pt; Noto Sans CJK's kana "てっ" 1000 + 1000 − 60 = 1940
    /// units at 1000 per em = 27.16 pt.
    @Test func kerningPairsNarrowTheirPair() {
        #expect(Self.bold.width(of: "AV") == Double(2106 + 2106 - 254) * 14 / 2816)
        #expect(Self.bold.width(of: "Tö") == Double(1882 + 1728 - 144) * 14 / 2816)
        #expect(abs(Self.bold.width(of: "てっ") - 27.16) < 1e-9)
    }

    /// A combining mark has no width: "e" + U+0301 is as wide as "e" alone (1683 units bold).
    @Test func combiningMarksAreZeroWidth() {
        #expect(Self.bold.width(of: "e\u{301}") == Self.bold.width(of: "e"))
        #expect(Self.bold.width(of: "e") == Double(1683) * 14 / 2816)
    }

    /// CJK ideographs and fullwidth forms are 1000 units (one em, 14 pt); Noto Sans CJK's Hangul
    /// syllables 920 (12.88 pt). "正在刷..." = 3 × 14 + 3 × Inter's "." 838 × 14 / 2816 = 54.4986.
    @Test func cjkUsesNotoSansCJKAndItsPunctuationInter() {
        #expect(Self.bold.width(of: "下拉可以刷新") == 84)
        #expect(Self.bold.width(of: "ＡＢ") == 28)
        #expect(abs(Self.bold.width(of: "새로") - 2 * 12.88) < 1e-9)
        #expect(abs(Self.bold.width(of: "正在刷...") - (42 + 3 * 838 * 14 / 2816)) < 1e-9)
    }

    /// Arabic joining forms from Noto Sans Arabic Bold: "لا" is the isolated lam-alef ligature
    /// (632 units: 8.848 pt); "بلا" is beh's initial form (317) and the final ligature (681):
    /// 998 units = 13.972 pt.
    @Test func arabicTakesJoiningFormsAndLamAlef() {
        #expect(abs(Self.bold.width(of: "لا") - 8.848) < 1e-9)
        #expect(abs(Self.bold.width(of: "بلا") - 13.972) < 1e-9)
    }

    /// A character no face has is one fallback advance: an East Asian wide one (an emoji with its
    /// skin tone, a family joined by zero-width joiners) one em of the CJK face, 14 pt; any other
    /// (a tab) Inter Bold's average letter, 1776 units: 8.8295 pt.
    @Test func uncoveredCharactersTakeTheFallback() {
        #expect(Self.bold.width(of: "👍🏽") == 14)
        #expect(Self.bold.width(of: "👨‍👩‍👧") == 14)
        #expect(Self.bold.width(of: "\t") == Double(1776) * 14 / 2816)
    }

    /// The Latin fast path (no breaking into characters) gives the same units as shaping
    /// character by character; a carriage return and line feed are one character.
    @Test(arguments: [
        "Pull down", "a\r\nb", "\r\r\n\n", "Café ÿ", "AVAVAV To", "", String(repeating: "Wa", count: 100),
    ])
    func latinFastPathAgreesWithShaping(text: String) throws {
        for table in [GlyphTable.bold, GlyphTable.regular] {
            let units = try #require(table.latinUnits(text))
            #expect(table.shapedWidth(of: text, size: 2816) == Double(units))
        }
    }

    /// A combining mark or a character from U+0300 on leaves the fast path.
    @Test func fastPathIsLatinBelowCombiningMarks() {
        #expect(GlyphTable.bold.latinUnits("a\r\nb") == GlyphTable.bold.latinUnits("a\rb"))
        #expect(GlyphTable.bold.latinUnits("e\u{301}") == nil)
        #expect(GlyphTable.bold.latinUnits("下") == nil)
    }
}
