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
        // specs/header.yaml has scenarios of 10, 5 and 6 steps: one frame group per step.
        let frames = try root.nodes(forXPath: "//*[local-name()='g' and contains(concat(' ', @class, ' '), ' frame ')]")
        #expect(frames.count == 21)
        let captions = try root.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(captions.contains("3. drag dy=20"))
        #expect(captions.contains("header idle → pulling"))
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

    /// The hostile name comes back escaped: whole in the scenario's `<title>`, cut with `…` in
    /// the drawn title.
    @Test func hostileTextIsXMLWithVisibleEscapes() throws {
        let result = try CommandRunner.run(["run", "Tests/Fixtures/Hostile/text, quotes: 100% & more.yaml", "--format", "svg"])
        let root = try #require(try XMLDocument(data: Data(result.stdout.utf8)).rootElement())
        let titles = try root.nodes(forXPath: "//*[local-name()='title']").compactMap(\.stringValue)
        #expect(
            titles.contains { $0.hasPrefix("hostile \\u{0}\\u{1}\\u{2}") && $0.contains("\\u{fffe} \\u{ffff} <&>\"' ]]> \r\t 🙂") }
        )
        let texts = try root.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(texts.contains { $0.hasPrefix("hostile \\u{0}\\u{1}\\u{2}") && $0.hasSuffix("…") })
    }

    /// `--output DIR` writes one standalone picture per scenario, named after the spec and the
    /// scenario, and still prints the table.
    @Test func outputWritesOnePicturePerScenario() throws {
        let folder = try CommandRunner.folder(with: [:]).appendingPathComponent("pictures/new")
        let result = try CommandRunner.run(["run", "specs/righter.yaml", "--output", folder.path])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("specs/righter.yaml: righter\n"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(
            names == [
                "righter--begun-before-the-collection-is-on-screen-then-no-more-data.svg",
                "righter--hidden-while-the-collection-is-empty.svg", "righter--pull-left-past-the-last-card-loads-more.svg",
            ])
        let picture = try XMLDocument(data: Data(contentsOf: folder.appendingPathComponent(names[2])))
        let root = try #require(picture.rootElement())
        #expect(attribute("viewBox", of: root) != nil)
        let steps = try root.nodes(forXPath: "//*[local-name()='g' and contains(concat(' ', @class, ' '), ' frame ')]")
            .compactMap { ($0 as? XMLElement).flatMap { attribute("data-step", of: $0) } }
        #expect(steps == (1...13).map(String.init))
    }

    @Test func outputBlockedByAFileIsAnErrorWithExitTwo() throws {
        let folder = try CommandRunner.folder(with: ["taken": "a file"])
        let output = folder.appendingPathComponent("taken").path
        let result = try CommandRunner.run([
            "run", "specs/header.yaml", "--scenario", "beginRefreshing from code", "--output", output,
        ])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "refreshspec: error: cannot write '\(output)/header--beginrefreshing-from-code.svg': Not a directory\n")
    }

    /// An attribute's value; `attribute(forName:)` finds none on an element in the SVG namespace.
    private func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }
}
