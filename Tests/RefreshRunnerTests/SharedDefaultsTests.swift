import RefreshCore
import RefreshEngine
import RefreshSpec
import Testing

@testable import RefreshRunner

/// Spec and engine take MJRefresh's defaults from one place, RefreshCore: a spec that leaves
/// them out and a component built by hand without options end up the same.
@Suite struct SharedDefaultsTests {
    @Test func componentSizesComeFromComponentType() throws {
        let decoded = try spec(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}}
            components:
              - {id: header, type: header}
              - {id: back, type: backFooter}
            """)
        let horizontal = try spec(
            """
            version: 1
            scrollView: {axis: horizontal, frame: {width: 375, height: 667}, contentSize: {width: 1200, height: 667}}
            components:
              - {id: trailer, type: trailer}
            """)
        #expect(decoded.component("header")?.settings.height == 54)
        #expect(decoded.component("back")?.settings.height == 44)
        #expect(horizontal.component("trailer")?.settings.width == 60)
        for (spec, id) in [(decoded, "header"), (decoded, "back"), (horizontal, "trailer")] {
            let engine = try #require(AssembledSpec(spec: spec, locale: "en").scrollView.component(id))
            #expect(engine.size == engine.type.defaultSize, "\(id)")
        }
        #expect(Header(id: "bare").size == ComponentType.header.defaultSize)
        #expect(Trailer(id: "bare").size == ComponentType.trailer.defaultSize)
    }

    @Test func fontAndAnimationDefaultsAreTheEngineDefaults() throws {
        let decoded = try spec(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header}
            """)
        let header = try #require(decoded.component("header"))
        #expect(header.settings.font == .standard)
        #expect(header.settings.animation == .standard)
        let bare = Header(id: "bare")
        #expect(header.settings.font == bare.settings.font)
        #expect(header.settings.animation == bare.settings.animation)
        // The engine's header is made with the decoded settings whole.
        let engine = try #require(AssembledSpec(spec: decoded, locale: "en").scrollView.component("header"))
        #expect(engine.settings == header.settings)
    }
}
