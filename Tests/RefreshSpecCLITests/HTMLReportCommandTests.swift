import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `test --html FILE` and `run --format timeline` through the real binary.
@Suite struct HTMLReportCommandTests {
    static let failing = "Tests/Fixtures/Broken/failing-expectation.yaml"

    @Test func testWritesTheHTMLReportBesideItsUsualOutput() throws {
        let folder = try CommandRunner.folder(with: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out/report.html")
        let result = try CommandRunner.run(["test", "specs/header.yaml", Self.failing, "--html", file.path])
        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("2 specs, 5 scenarios: 4 passed, 1 failed (2 expectations failed)\n"))
        let html = try String(contentsOf: file, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        let first = try #require(html.range(of: "<details class=\"scenario"))
        #expect(
            html[first.lowerBound...].hasPrefix(
                "<details class=\"scenario fail\" id=\"Tests%2FFixtures%2FBroken%2Ffailing-expectation.yaml/expects%20too%20much\" data-steps=\"5\" open>"
            ))
        #expect(html.contains("id=\"specs%2Fheader.yaml/pull%20down%20refreshes%2C%20then%20ends\""))
    }

    @Test func theSameSpecsGiveTheSameBytes() throws {
        let folder = try CommandRunner.folder(with: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (one, two) = (folder.appendingPathComponent("1.html"), folder.appendingPathComponent("2.html"))
        #expect(try CommandRunner.run(["test", "specs", "--html", one.path, "--jobs", "1"]).status == 0)
        #expect(try CommandRunner.run(["test", "specs", "--html", two.path]).status == 0)
        #expect(try Data(contentsOf: one) == Data(contentsOf: two))
    }

    @Test func hostileTextLeavesEveryPictureParseableAndEveryLinkOnePiecePerPart() throws {
        let folder = try CommandRunner.folder(with: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("hostile.html")
        let result = try CommandRunner.run(["test", "Tests/Fixtures/Hostile", "--html", file.path])
        #expect(result.status == 1)
        let html = try String(contentsOf: file, encoding: .utf8)
        // A view per scenario that ran: text, quotes (2) and long names (1); RefreshReportTests
        // inflates them and parses their pictures.
        #expect(html.components(separatedBy: " data-view=\"").count - 1 == 3)
        #expect(html.contains("id=\"Tests%2FFixtures%2FHostile%2Fdoes%20not%20load%3B%2050%25%20%3C%26%3E.yaml\""))
    }

    @Test func aReportThatCannotBeWrittenExits2() throws {
        let folder = try CommandRunner.folder(with: ["file": "x"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("file/report.html").path
        let result = try CommandRunner.run(["test", "specs/header.yaml", "--html", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: cannot write '\(path)': Not a directory"))
    }

    @Test func runDrawsATimelinePerScenario() throws {
        let result = try CommandRunner.run(["run", "specs/header.yaml", "--format", "timeline"])
        #expect(result.status == 0)
        let root = try #require(try XMLDocument(data: Data(result.stdout.utf8)).rootElement())
        let titles = try root.nodes(forXPath: "//*[local-name()='text'][@font-weight='bold']").compactMap(\.stringValue)
        #expect(
            titles == [
                "header › pull down refreshes, then ends (zh-Hans) — passed",
                "header › a short pull bounces back without refreshing (en) — passed",
                "header › beginRefreshing from code (en) — passed",
            ])
    }

    /// The README shows docs/pictures/header-timeline.svg: it is what the tool draws today.
    @Test func theREADMEsTimelineIsWhatTheToolDraws() throws {
        let result = try CommandRunner.run(["run", "specs/header.yaml", "--format", "timeline"])
        let picture = CommandRunner.packageRoot.appendingPathComponent("docs/pictures/header-timeline.svg")
        #expect(try String(contentsOf: picture, encoding: .utf8) == result.stdout)
    }
}
