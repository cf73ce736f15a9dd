import Foundation
import Testing

@Suite struct CommandRunnerTests {
    /// A child that writes more than a pipe holds (64 KiB) to stderr before it finishes
    /// stdout: reading one pipe to the end before the other would hang here.
    @Test(.timeLimit(.minutes(1))) func aChildFillingBothPipesCompletes() throws {
        let script = "head -c 200000 /dev/zero | tr '\\0' e >&2; head -c 150000 /dev/zero | tr '\\0' o; exit 3"
        let result = try CommandRunner.run(["-c", script], executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(result.status == 3)
        #expect(result.stderr == String(repeating: "e", count: 200_000))
        #expect(result.stdout == String(repeating: "o", count: 150_000))
    }

    /// Standard input larger than a pipe's buffer reaches a child that echoes it to both outputs.
    @Test(.timeLimit(.minutes(1))) func largeInputReachesTheChild() throws {
        let input = String(repeating: "abcdefgh\n", count: 20_000)
        let result = try CommandRunner.run(
            ["-c", "tee /dev/stderr"], input: input, executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(result.status == 0)
        #expect(result.stdout == input)
        #expect(result.stderr == input)
    }
}
