import Foundation

/// Python 3, found on `PATH` through `/usr/bin/env` as a user's shell finds it: the reference the
/// HTML report's encoders are checked against (`hashlib` for SHA-256, `zlib` for DEFLATE).
enum Python {
    /// What went wrong in a script.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What `python3 -c script` wrote to standard output, the script reading `input` from the
    /// file named by `sys.argv[1]`; throws when it exits with a status other than 0.
    static func run(_ script: String, input: [UInt8] = []) throws -> [UInt8] {
        let inputFile = FileManager.default.temporaryDirectory.appendingPathComponent("refreshspec-python-\(UUID().uuidString)")
        try Data(input).write(to: inputFile)
        defer { try? FileManager.default.removeItem(at: inputFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, inputFile.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Standard error is read after standard output: a script's error is far below a pipe's
        // 64 KiB, so the script cannot wait on it while its output is read.
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "python3 exited \(process.terminationStatus): " + String(decoding: errorText, as: UTF8.self))
        }
        return Array(printed)
    }
}
