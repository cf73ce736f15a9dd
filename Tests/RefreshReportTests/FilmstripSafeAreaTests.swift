import Foundation
import RefreshCore
import RefreshReport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The filmstrip of a spec with a safe area tints it over each screen, from the step's safe
/// area and frame, with a legend entry; the content sits below it by the adjusted inset
/// (``SafeAreaFixture``'s `rest`).
@Suite struct FilmstripSafeAreaTests {
    static func picture() throws -> ParsedPicture {
        try ParsedPicture(RunPicture.render(try FilmstripFixtures.inline(SafeAreaFixture.text), scenario: 1))
    }

    /// The rectangles of class `safe-area` in step `step`'s frame, by edge.
    static func bands(_ picture: ParsedPicture, step: Int) throws -> [String: Rect] {
        let frame = try #require(
            try picture.elements("g", class: "frame").first { ParsedPicture.attribute("data-step", of: $0) == "\(step)" })
        var bands: [String: Rect] = [:]
        for element in try frame.nodes(forXPath: ".//*[local-name()='rect']").compactMap({ $0 as? XMLElement })
        where ParsedPicture.attribute("class", of: element) == "safe-area" {
            bands[ParsedPicture.attribute("data-edge", of: element) ?? "?"] = Self.rect(element)
        }
        return bands
    }

    static func rect(_ element: XMLElement) -> Rect {
        Rect(
            x: ParsedPicture.number("x", of: element) ?? .nan, y: ParsedPicture.number("y", of: element) ?? .nan,
            width: ParsedPicture.number("width", of: element) ?? .nan, height: ParsedPicture.number("height", of: element) ?? .nan
        )
    }

    /// Whether two rectangles agree to a hundredth of a pixel (the SVG writes two decimals).
    static func same(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 0.01 }
    }

    @Test func thePortraitSafeAreaIsTintedAtTheTopAndBottomOfTheScreen() throws {
        let picture = try Self.picture()
        let bezel = Self.rect(try #require(try picture.elements("rect", class: "bezel").first))
        let bands = try Self.bands(picture, step: 1)
        #expect(Set(bands.keys) == ["top", "bottom"])
        // Scale 0.6 px/pt: the screen is 393 × 0.6 = 235.8 wide and 852 × 0.6 = 511.2 tall; the top
        // band is 103 × 0.6 = 61.8 tall at the screen's top, the bottom band 34 × 0.6 = 20.4 tall
        // at 511.2 − 20.4 = 490.8 below it.
        #expect(bezel.width == 235.8 && bezel.height == 511.2)
        #expect(Self.same(bands["top"], Rect(x: bezel.x, y: bezel.y, width: 235.8, height: 61.8)), "\(bands)")
        #expect(Self.same(bands["bottom"], Rect(x: bezel.x, y: bezel.y + 490.8, width: 235.8, height: 20.4)), "\(bands)")
    }

    @Test func theContentStartsUnderTheBarsAtTheAdjustedInset() throws {
        let picture = try Self.picture()
        let bezel = Self.rect(try #require(try picture.elements("rect", class: "bezel").first))
        let content = Self.rect(try #require(try picture.elements("rect", class: "content").first))
        // offsetY −103 = −adjustedInset.top: the content's top is 103 × 0.6 = 61.8 px below the
        // screen's, just under the top band.
        #expect(abs(content.y - (bezel.y + 61.8)) < 0.01, "\(content) \(bezel)")
    }

    @Test func aRotatedFrameIsDrawnLandscapeWithItsSideBands() throws {
        let picture = try Self.picture()
        let bezels = try picture.elements("rect", class: "bezel").map(Self.rect)
        #expect(bezels.count == 2)
        // Landscape the iPhone 16 is 852 × 393 pt, 511.2 × 235.8 px. Its safe area: the sensor
        // housing's 59 pt on both sides, 21 pt of home indicator, and a 32 pt compact bar on top.
        let screen = bezels[1]
        #expect(screen.width == 511.2 && screen.height == 235.8)
        let bands = try Self.bands(picture, step: 2)
        // top 32 × 0.6 = 19.2; bottom 21 × 0.6 = 12.6; sides 59 × 0.6 = 35.4 wide, between the
        // top and bottom bands: 235.8 − 19.2 − 12.6 = 204 tall.
        #expect(Self.same(bands["top"], Rect(x: screen.x, y: screen.y, width: 511.2, height: 19.2)), "\(bands)")
        #expect(Self.same(bands["bottom"], Rect(x: screen.x, y: screen.y + 235.8 - 12.6, width: 511.2, height: 12.6)), "\(bands)")
        #expect(Self.same(bands["left"], Rect(x: screen.x, y: screen.y + 19.2, width: 35.4, height: 204)), "\(bands)")
        #expect(
            Self.same(bands["right"], Rect(x: screen.x + 511.2 - 35.4, y: screen.y + 19.2, width: 35.4, height: 204)), "\(bands)")
    }

    @Test func theLegendAndCaptionsNameTheSafeAreaOnlyWhenThereIsOne() throws {
        let texts = try Self.picture().texts
        #expect(texts.contains("safe area (bars, status area, home indicator)"))
        // adjusted top/bottom = 0 + 103 / 0 + 34.
        #expect(texts.contains { $0.contains("adj 103/34") }, "\(texts)")
        let plain = try ParsedPicture(RunPicture.render(try FilmstripFixtures.example("header.yaml")))
        #expect(try plain.elements(class: "safe-area").isEmpty)
        #expect(try !plain.texts.contains { $0.contains("safe area") || $0.contains("adj ") })
    }
}
