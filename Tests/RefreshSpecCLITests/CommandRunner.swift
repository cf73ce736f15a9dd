import Foundation
import Synchronization

/// Runs the built `refreshspec` binary as a user would and captures what it printed.
struct CommandResult {
    var stdout: String
    var stderr: String
    var status: Int32
}

enum CommandRunner {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `refreshspec` executable, built beside the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("refreshspec")
    }

    /// Runs `refreshspec` (or another `executable`) with arguments in the package root (or in
    /// `folder`), feeding `input` to stdin.
    static func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:],
        executable: URL = executable, in folder: URL = packageRoot
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        // Both pipes are drained at once, and stdin is fed beside them: a child that fills one
        // pipe's buffer (64 KiB) while the other is read would otherwise wait forever.
        let feeding = Self.inBackground {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
            return Data()
        }
        let errors = Self.inBackground { stderr.fileHandleForReading.readDataToEndOfFile() }
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = errors.wait()
        _ = feeding.wait()
        process.waitUntilExit()
        return CommandResult(
            stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
            status: process.terminationStatus)
    }

    /// Runs `work` on another thread; `wait()` returns its result.
    private static func inBackground(_ work: @escaping @Sendable () -> Data) -> BackgroundRead {
        let read = BackgroundRead()
        let thread = Thread {
            read.result.withLock { $0 = work() }
            read.done.signal()
        }
        thread.start()
        return read
    }

    /// The bytes a background thread read, once it is done.
    private final class BackgroundRead: Sendable {
        let result = Mutex<Data>(Data())
        let done = DispatchSemaphore(value: 0)

        func wait() -> Data {
            done.wait()
            return result.withLock { $0 }
        }
    }

    /// A fresh temporary folder holding the given files; with none, only its path (tests of
    /// commands that create their output folder rely on its not existing yet).
    static func folder(with files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refreshspec-cli-\(UUID().uuidString)")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }
}
