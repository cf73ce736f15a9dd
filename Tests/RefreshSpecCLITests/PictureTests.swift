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

    @Test func theViewBoxIsThePictureSoItScales() throws {
        let result = try CommandRunner.run(["run", "specs/header.yaml", "--format", "svg"])
        let root = try #require(try XMLDocument(data: Data(result.stdout.utf8)).rootElement())
        let width = try #require(attribute("width", of: root))
        let height = try #require(attribute("height", of: root))
        #expect(attribute("viewBox", of: root) == "0 0 \(width) \(height)")
    }

    @Test func aSpecWithoutScenariosIsAPictureSayingSo() throws {
        let path = "Tests/Fixtures/Hostile/no scenarios.yaml"
        let result = try CommandRunner.run(["run", path, "--format", "svg"])
        #expect(result.status == 0)
        let root = try #require(try XMLDocument(data: Data(result.stdout.utf8)).rootElement())
        #expect(attribute("viewBox", of: root) == "0 0 360 64")
        let texts = try root.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(texts == ["nothing to run <&> 🙂", "no scenarios to draw"])
    }

    @Test func hostileTextIsXMLWithVisibleEscapes() throws {
        let result = try CommandRunner.run(["run", "Tests/Fixtures/Hostile/text, quotes: 100% & more.yaml", "--format", "svg"])
        let root = try #require(try XMLDocument(data: Data(result.stdout.utf8)).rootElement())
        let texts = try root.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(
            texts.contains { $0.hasPrefix("hostile \\u{0}\\u{1}\\u{2}") && $0.contains("\\u{fffe} \\u{ffff} <&>\"' ]]> \r\t 🙂") })
    }

    /// An attribute's value; `attribute(forName:)` finds none on an element in the SVG namespace.
    private func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }
}
