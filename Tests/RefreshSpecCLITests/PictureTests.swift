import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

@Suite struct PictureTests {
    @Test func svgHasAFramePerStepWithCaptions() throws {
        let result = try CommandRunner.run(["run", "specs/header.yaml", "--format", "svg"])
        #expect(result.status == 0)
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        // specs/header.yaml has scenarios of 10, 5 and 6 steps: one clip path per step.
        #expect(try root.nodes(forXPath: "//*[local-name()='clipPath']").count == 21)
        let captions = try root.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(captions.contains("3. drag dy=20 *"))
        #expect(captions.contains("header › pull down refreshes, then ends (zh-Hans)"))
    }
}
