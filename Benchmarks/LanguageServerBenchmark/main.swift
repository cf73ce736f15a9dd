import Foundation
import RefreshLanguageServer

/// Replays edits of a spec through the language server, one edit per read as a person types,
/// and prints how long each took from its arrival to its diagnostics being written (the spec
/// is under 4 KiB, so each edit is also run as `test` runs it), then the server's resident
/// memory along a long day of editing.
///
/// Usage: RefreshLanguageServerBenchmark [SPEC] [EDITS] (default specs/localization.yaml, 1000
/// edits for the latency and 10 times as many for the memory).
let arguments = CommandLine.arguments
let path = arguments.count > 1 ? arguments[1] : "specs/localization.yaml"
let edits = arguments.count > 2 ? Int(arguments[2]) ?? 1_000 : 1_000
guard let text = try? String(contentsOfFile: path, encoding: .utf8),
    let line = text.components(separatedBy: "\n").firstIndex(where: { $0.hasSuffix("type: header") })
else {
    print("usage: RefreshLanguageServerBenchmark [SPEC with a 'type: header' line] [EDITS]")
    exit(2)
}
let column = text.components(separatedBy: "\n")[line].utf16.count

/// A framed message.
func frame(_ message: [String: Any]) -> [UInt8] {
    var message = message
    message["jsonrpc"] = "2.0"
    let body = [UInt8]((try? JSONSerialization.data(withJSONObject: message)) ?? Data())
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
}

let uri = "file://\(FileManager.default.currentDirectoryPath)/\(path)"

/// Edit `index`: an `x` typed after `type: header` (an unknown type), or taken away again.
func edit(_ index: Int) -> [UInt8] {
    let typing = index.isMultiple(of: 2)
    let range: [String: Any] = [
        "start": ["line": line, "character": column], "end": ["line": line, "character": typing ? column : column + 1],
    ]
    return frame([
        "method": "textDocument/didChange",
        "params": [
            "textDocument": ["uri": uri, "version": index + 2], "contentChanges": [["range": range, "text": typing ? "x" : ""]],
        ],
    ])
}

/// The resident set size of this process, KiB.
func residentKiB() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.components(separatedBy: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

/// Runs a session of `count` edits; returns the seconds from each edit's arrival to its
/// diagnostics, and the resident size every `sampleEvery` edits.
func session(edits count: Int, sampleEvery: Int) -> (latencies: [Double], resident: [Int]) {
    var chunks = [
        frame(["id": 0, "method": "initialize", "params": ["capabilities": [:] as [String: Any]]]),
        frame([
            "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]],
        ]),
    ]
    chunks += (0..<count).map(edit)
    chunks.append(frame(["id": 1, "method": "shutdown"]) + frame(["method": "exit"]))
    nonisolated(unsafe) var next = 0
    nonisolated(unsafe) var sent = ContinuousClock.now
    nonisolated(unsafe) var latencies: [Double] = []
    nonisolated(unsafe) var resident: [Int] = []
    let clock = ContinuousClock()
    let marker = Array("publishDiagnostics".utf8)
    let server = LanguageServer(
        version: "benchmark",
        input: {
            guard next < chunks.count else { return nil }
            defer { next += 1 }
            let edit = next - 2
            if edit > 0, edit.isMultiple(of: sampleEvery) { resident.append(residentKiB()) }
            sent = clock.now
            return chunks[next]
        },
        output: { bytes in
            guard next > 2, bytes.count > marker.count, bytes.firstRange(of: marker) != nil else { return }
            latencies.append(sent.duration(to: clock.now).nanoseconds / 1e9)
        })
    _ = server.run()
    return (latencies, resident)
}

extension Duration {
    var nanoseconds: Double { Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9 }
}

_ = session(edits: 50, sampleEvery: 1_000)  // warm up
let latency = session(edits: edits, sampleEvery: edits).latencies.sorted()
func milliseconds(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1_000) }
print("spec: \(path), \(text.utf8.count) bytes; \(latency.count) edits, each checked and run")
print(
    "edit to diagnostics: median \(milliseconds(latency[latency.count / 2])), "
        + "p95 \(milliseconds(latency[latency.count * 95 / 100])), max \(milliseconds(latency.last ?? 0))")
let day = session(edits: edits * 10, sampleEvery: edits)
print("resident KiB every \(edits) edits of \(edits * 10): " + day.resident.map(String.init).joined(separator: ", "))
