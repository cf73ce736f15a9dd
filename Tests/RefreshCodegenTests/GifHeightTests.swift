import Testing

/// `heightAfterImages`: MJRefreshGifHeader raises `mj_h` only inside `setImages:duration:forState:`,
/// so the generated factory sets `mj_h` where the spec says the app does — after the images
/// when the key is true, before them otherwise.
@Suite struct GifHeightTests {
    @Test func theHeightFollowsTheImagesWhenTheAppSetsItAfterThem() throws {
        let swift = try GeneratedSpecs.generate("Tests/RefreshCodegenTests/Specs/gif-height-after-images.yaml").0.swift
        let lines = swift.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let height = try #require(lines.firstIndex(of: "header.mj_h = 48"))
        let images = lines.indices.filter { lines[$0].hasPrefix("header.setImages(") }
        #expect(images.count == 2)
        #expect(images.allSatisfy { $0 < height })
    }

    @Test func theHeightComesFirstOtherwise() throws {
        let (generated, _) = try WarningTests.generate(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header, style: gif, height: 48, images: {idle: {frames: 2}}}
            """, path: "app/gif.yaml")
        let lines = generated.swift.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let height = try #require(lines.firstIndex(of: "header.mj_h = 48"))
        let image = try #require(lines.firstIndex { $0.hasPrefix("header.setImages(") })
        #expect(height < image)
    }
}
