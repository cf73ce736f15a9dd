import Foundation

/// The Swift toolchain that runs the tests, found on `PATH` through `/usr/bin/env`, as a user's
/// shell finds it: `swiftc` to type-check generated code, `swift format` to lint it.
enum Toolchain {
    /// What a tool printed and how it exited.
    struct Result {
        var output: String
        var status: Int32
    }

    /// Runs `tool arguments…` in `folder`, stdout and stderr together.
    static func run(_ tool: String, _ arguments: [String], in folder: URL) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(output: String(decoding: data, as: UTF8.self), status: process.terminationStatus)
    }

    /// A fresh temporary folder holding the given files.
    static func folder(with files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refreshspec-codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }
}
