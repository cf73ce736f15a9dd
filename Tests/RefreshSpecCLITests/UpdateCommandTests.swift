import Foundation
import Testing

/// `refreshspec test --update` and `refreshspec record`, run as an author would on a copy.
@Suite struct UpdateCommandTests {
    /// Writing commands refuse under CI; these runs are an author's, outside it.
    private let author = ["CI": ""]

    // A header under a 64 pt bar (54 pt high): drag 40 gives offsetY -64 - 40 = -104, idle
    // (above -118 = -64 - 54) at pullingPercent 40 / 54 = 0.74.
    private let spec = """
        version: 1
        scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}, contentInset: {top: 64}}
        components: [{id: header, type: header}]
        scenarios:
          - name: pull
            steps:
              - drag: {dy: 40}   # a first look
              - expect: {header: {state: pulling}, scrollView: {offsetY: -100}}
              - expect: {header: {}}

        """

    private func copy(_ text: String) throws -> String {
        try CommandRunner.folder(with: ["feed.yaml": text]).appendingPathComponent("feed.yaml").path
    }

    @Test func updateWritesTheSpecAndSaysWhatChanged() throws {
        let file = try copy(spec)
        let result = try CommandRunner.run(["test", file, "--update=missing"], environment: author)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("\(file): 2 expectations updated, 1 filled\nPASS \(file) › pull (3 steps)\n"))
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written.contains("  - expect: {header: {state: idle}, scrollView: {offsetY: -104}}\n"))
        #expect(written.contains("  - expect: {header: {state: idle, text: Pull down to refresh, pullingPercent: 0.74}}\n"))
        #expect(written.contains("  - drag: {dy: 40}   # a first look\n"))
        // Idempotent: the spec passes and a second update changes no byte.
        let again = try CommandRunner.run(["test", file, "--update=all"], environment: author)
        #expect(again.stdout.hasPrefix("\(file): up to date\n"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == written)
    }

    @Test func dryRunPrintsADiffAndWritesNothing() throws {
        let file = try copy(spec)
        let result = try CommandRunner.run(["test", file, "--update", "--dry-run"], environment: author)
        #expect(result.stdout.contains("-      - expect: {header: {state: pulling}, scrollView: {offsetY: -100}}\n"))
        #expect(result.stdout.contains("+      - expect: {header: {state: idle}, scrollView: {offsetY: -104}}\n"))
        #expect(result.stdout.contains("\(file): 2 expectations updated (dry run: nothing written)\n"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == spec)
    }

    @Test(arguments: [["test", "--update"], ["record"]])
    func writingUnderCIIsRefusedWithoutForce(_ command: [String]) throws {
        let file = try copy(spec)
        let refused = try CommandRunner.run([command[0], file] + command.dropFirst(), environment: ["CI": "true"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("refreshspec: error: refusing to write expectations under CI (CI=true)"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == spec)
        let forced = try CommandRunner.run([command[0], file, "--force"] + command.dropFirst(), environment: ["CI": "true"])
        #expect(forced.status == 0)
    }

    @Test func otherFormatsKeepTheirDocumentWholeAndSayWhatChangedOnStandardError() throws {
        let file = try copy(spec)
        let result = try CommandRunner.run(["test", file, "--update", "--format", "json"], environment: author)
        #expect(result.stderr == "\(file): 2 expectations updated\n")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(json?["summary"] != nil)
    }

    @Test func dryRunGoesWithUpdate() throws {
        let result = try CommandRunner.run(["test", "specs", "--dry-run"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("refreshspec: error: --dry-run and --force go with --update\n"))
    }

    @Test func recordAddsExpectationsAfterTheStepsThatChangedAState() throws {
        // drag 60: -64 - 60 = -124 < -118, pulling at 60 / 54 = 1.11.
        let file = try copy(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}, contentInset: {top: 64}}
            components: [{id: header, type: header}]
            scenarios:
              - name: pull
                steps:
                  - drag: {dy: 30}
                  - drag: {dy: 30}

            """)
        let result = try CommandRunner.run(["record", file], environment: author)
        #expect(result.status == 0)
        #expect(result.stdout == "scenario 'pull': 1 expectation recorded\n\(file): 1 expectation recorded\n")
        #expect(
            try String(contentsOfFile: file, encoding: .utf8).hasSuffix(
                "  - drag: {dy: 30}\n      - expect: {header: {state: pulling, text: Release to refresh, pullingPercent: 1.11}, "
                    + "scrollView: {offsetY: -124}}\n"))
        let test = try CommandRunner.run(["test", file])
        #expect(test.status == 0)
    }
}
