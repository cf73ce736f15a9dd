import Foundation

@testable import RefreshLanguageServer

/// A whole conversation with the server: the client's messages, framed and sent (in chunks of
/// `chunk` bytes, to cut messages anywhere), then the end of input; what the server wrote back,
/// and its exit status.
struct ServerSession {
    var responses: [[String: Any]] = []
    var status: Int32 = -1

    init(_ messages: [[String: Any]], rawBytes: [UInt8] = [], chunk: Int = 65_536) {
        var input = rawBytes
        for message in messages { input += Self.frame(message) }
        self.init(bytes: input, chunk: chunk)
    }

    init(bytes input: [UInt8], chunk: Int = 65_536) {
        self.init(chunks: stride(from: 0, to: input.count, by: chunk).map { Array(input[$0..<min($0 + chunk, input.count)]) })
    }

    /// A session whose messages arrive in deliveries: the server has handled (and published
    /// for) each before the next arrives, as when a person types.
    init(deliveries: [[[String: Any]]]) {
        self.init(chunks: deliveries.map { $0.flatMap(Self.frame) })
    }

    private init(chunks: [[UInt8]]) {
        var next = 0
        nonisolated(unsafe) var output: [UInt8] = []
        let server = LanguageServer(
            version: "test",
            input: {
                guard next < chunks.count else { return nil }
                defer { next += 1 }
                return chunks[next]
            },
            output: { output += $0 })
        status = server.run()
        responses = Self.messages(in: output)
    }

    /// `Content-Length: N\r\n\r\n` and the message's JSON.
    static func frame(_ message: [String: Any]) -> [UInt8] {
        var message = message
        message["jsonrpc"] = "2.0"
        // Every message the tests make is JSON; an empty body would fail the test that sends it.
        let body = [UInt8]((try? JSONSerialization.data(withJSONObject: message)) ?? Data())
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// The messages of framed output.
    static func messages(in output: [UInt8]) -> [[String: Any]] {
        var messages: [[String: Any]] = []
        var rest = output[...]
        while let blank = rest.firstRange(of: [13, 10, 13, 10]) {
            let header = String(decoding: rest[..<blank.lowerBound], as: UTF8.self)
            guard let length = Int(header.replacingOccurrences(of: "Content-Length: ", with: "")) else { break }
            let body = rest[blank.upperBound..<blank.upperBound + length]
            messages.append((try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? ["unreadable": true])
            rest = rest[(blank.upperBound + length)...]
        }
        return messages
    }

    /// The response to request `id`.
    func response(_ id: Int) -> [String: Any]? {
        responses.first { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    /// The last diagnostics published for `uri`.
    func diagnostics(_ uri: String = Client.uri) -> [[String: Any]] {
        let published = responses.filter {
            $0["method"] as? String == "textDocument/publishDiagnostics"
                && ($0["params"] as? [String: Any])?["uri"] as? String == uri
        }
        return (published.last?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }
}

/// The client's side: the messages an editor sends.
enum Client {
    static let uri = "file:///project/spec.yaml"

    static func initialize(id: Int = 0, encodings: [String]? = nil, strict: Bool = false) -> [String: Any] {
        var capabilities: [String: Any] = [:]
        if let encodings { capabilities["general"] = ["positionEncodings": encodings] }
        return [
            "id": id, "method": "initialize",
            "params": ["capabilities": capabilities, "initializationOptions": ["strict": strict]],
        ]
    }

    static func open(_ text: String, uri: String = uri, version: Int = 1) -> [String: Any] {
        [
            "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": version, "text": text]],
        ]
    }

    static func change(_ text: String, range: [String: Any]? = nil, version: Int) -> [String: Any] {
        var change: [String: Any] = ["text": text]
        if let range { change["range"] = range }
        return [
            "method": "textDocument/didChange",
            "params": ["textDocument": ["uri": uri, "version": version], "contentChanges": [change]],
        ]
    }

    static func request(_ id: Int, _ method: String, line: Int, character: Int, extra: [String: Any] = [:]) -> [String: Any] {
        var params: [String: Any] = ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
        params.merge(extra) { _, new in new }
        return ["id": id, "method": method, "params": params]
    }

    static func range(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> [String: Any] {
        ["start": ["line": startLine, "character": startCharacter], "end": ["line": endLine, "character": endCharacter]]
    }

    static var shutdown: [String: Any] { ["id": 999, "method": "shutdown"] }
    static var exit: [String: Any] { ["method": "exit"] }
}
