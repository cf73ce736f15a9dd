import Foundation
import Testing

@testable import RefreshSpecCLI

/// `--jobs`: the number typed, or every core the process may use when it is not given.
@Suite struct ReportOptionsTests {
    private func options(_ words: [String]) throws -> ReportOptions {
        var arguments = Arguments(words, help: ValidateCommand.help)
        return try ReportOptions(arguments: &arguments)
    }

    @Test func jobsDefaultsToTheActiveCores() throws {
        #expect(try options(["specs"]).jobs == ProcessInfo.processInfo.activeProcessorCount)
    }

    @Test func jobsTakesTheNumberGiven() throws {
        #expect(try options(["--jobs", "3", "specs"]).jobs == 3)
        #expect(try options(["--jobs=1", "specs"]).jobs == 1)
    }
}
