import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A write ended by SIGTERM, SIGHUP or SIGINT leaves no temporary file and the spec whole: the
/// old one, or the new one complete.
@Suite struct InterruptedWriteTests {
    /// `strings import` of a 200,000-character text into a copy of `specs/header.yaml`, killed by
    /// `signal` as soon as its temporary file `.header.yaml.XXXXXX` appears, `runs` times.
    private func interruptImports(with signal: Int32, runs: Int) throws {
        let original = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent("specs/header.yaml"), encoding: .utf8)
        let text = String(repeating: "x", count: 200_000)
        var killedMidWrite = 0
        for _ in 0..<runs {
            let folder = try CommandRunner.folder(with: [
                "header.yaml": original, "out/zh-Hans.lproj/Localizable.strings": "\"feed.idle\" = \"\(text)\";\n",
            ])
            defer { try? FileManager.default.removeItem(at: folder) }
            let temporaryFiles = { (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] }
            let process = try spawn(
                [
                    "strings", "import", folder.appendingPathComponent("header.yaml").path, "--from",
                    folder.appendingPathComponent("out").path,
                ])
            var status: Int32 = 0
            while waitpid(process, &status, WNOHANG) == 0 {
                guard temporaryFiles().contains(where: { $0.hasPrefix(".header.yaml.") }) else { continue }
                kill(process, signal)
                #expect(waitpid(process, &status, 0) == process)
                // Ended by the signal itself, as without the clean-up; or, when the write was
                // done and the process gone before the signal came, by its own exit with 0.
                if status & 0x7f == signal {
                    killedMidWrite += 1
                } else {
                    #expect(status == 0, "neither killed by \(signal) nor exited with 0: wait status \(status)")
                }
                break
            }
            #expect(temporaryFiles().sorted() == ["header.yaml", "out"])
            let spec = try String(contentsOf: folder.appendingPathComponent("header.yaml"), encoding: .utf8)
            #expect(spec == original || spec.contains("feed.idle: \(text)\n"))
        }
        // Otherwise no run tested anything.
        #expect(killedMidWrite > 0)
    }

    /// Starts the built binary with `arguments`, its output to /dev/null, with no signal blocked
    /// or ignored: a child started by Foundation's `Process` inherits the test thread's blocked
    /// signals, which would hold the kill until the write is done.
    private func spawn(_ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGTERM, SIGHUP, SIGINT] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let words = [CommandRunner.executable.path] + arguments
        var argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var process: pid_t = 0
        let code = posix_spawn(&process, CommandRunner.executable.path, &actions, &attributes, &argv, environ)
        guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
        return process
    }

    @Test func sigtermRemovesTheTemporaryFile() throws {
        try interruptImports(with: SIGTERM, runs: 10)
    }

    @Test func sighupRemovesTheTemporaryFile() throws {
        try interruptImports(with: SIGHUP, runs: 5)
    }

    @Test func sigintRemovesTheTemporaryFile() throws {
        try interruptImports(with: SIGINT, runs: 5)
    }
}
