import Foundation
import Testing

/// Results that cannot be written to standard output are reported, not a crash.
@Suite struct FullDiskTests {
    @Test func aFullDiskIsReportedAndExitsTwo() throws {
        // `$0` is the binary; the shell sends its standard output to /dev/full.
        let result = try CommandRunner.run(
            ["-c", "\"$0\" validate specs/header.yaml > /dev/full", CommandRunner.executable.path],
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(result.status == 2)
        #expect(result.stderr == "refreshspec: error: cannot write to standard output: No space left on device\n")
    }
}
