import Foundation

/// `refreshspec lsp`: the validator, the key tables and the engine behind an editor, over the
/// Language Server Protocol on standard input and output.
///
/// One thread reads, handles and answers messages in order. Before it publishes diagnostics it
/// takes every message already arrived, so a burst of edits is checked once (the debounce) and
/// a `$/cancelRequest` reaches a request still waiting.
public final class LanguageServer {
    /// Where the server is in the protocol's lifecycle.
    enum Phase {
        case waitingForInitialize, running, shutDown
    }

    var reader: MessageReader
    let writer: MessageWriter
    var phase = Phase.waitingForInitialize
    var encoding = PositionEncoding.utf16
    /// `--strict`, from the client's `initializationOptions.strict`.
    var strict = false
    var documents: [String: OpenDocument] = [:]
    var analyses: [String: Analysis] = [:]
    /// Documents changed since their diagnostics were published, and whether each was saved.
    var stale: [String: Bool] = [:]
    /// The exit status once `exit` arrived (0 after `shutdown`, 1 otherwise).
    var exitStatus: Int32?
    /// The tool's version, for `serverInfo`.
    let version: String

    /// A spec this small is run on every change, not only on save.
    static let runsOnEveryChangeBelow = 4_096

    /// A server of the tool's `version`, reading chunks of input from `input` (nil at its end)
    /// and writing whole messages to `output`.
    public init(version: String, input: @escaping () -> [UInt8]?, output: @escaping ([UInt8]) -> Void) {
        self.version = version
        reader = MessageReader(readChunk: input)
        writer = MessageWriter(writeBytes: output)
    }

    /// Serves until `exit` or the end of input; the process's exit status: 0 when `shutdown`
    /// came first, as the protocol says, else 1.
    public func run() -> Int32 {
        while exitStatus == nil {
            var batch: [MessageReader.Incoming] = [reader.next()]
            while reader.hasBufferedMessage { batch.append(reader.next()) }
            let cancelled = Set(batch.compactMap(Self.cancelledID))
            for incoming in batch where exitStatus == nil {
                switch incoming {
                case .end: exitStatus = phase == .shutDown ? 0 : 1
                case .refused(let reason): writer.log("refreshspec lsp: \(reason)", isError: true)
                case .message(let bytes): handle(bytes, cancelled: cancelled)
                }
            }
            if exitStatus == nil { publishStaleDiagnostics() }
        }
        return exitStatus ?? 1
    }

    /// The id a `$/cancelRequest` message names, as text.
    private static func cancelledID(_ incoming: MessageReader.Incoming) -> String? {
        guard case .message(let bytes) = incoming, let object = Self.object(bytes),
            object["method"] as? String == "$/cancelRequest",
            let id = (object["params"] as? JSONObject)?["id"]
        else { return nil }
        return "\(id)"
    }

    static func object(_ bytes: [UInt8]) -> JSONObject? {
        (try? JSONSerialization.jsonObject(with: Data(bytes))) as? JSONObject
    }

    /// Handles one message: a request gets one answer, a notification none.
    func handle(_ bytes: [UInt8], cancelled: Set<String> = []) {
        guard let message = Self.object(bytes) else {
            writer.respond(to: NSNull(), error: .parseError, message: "the message is not a JSON object")
            return
        }
        let id = message["id"]
        guard let method = message["method"] as? String else {
            // A response to a request of the server's: it sends none that wait for one.
            if id == nil { writer.respond(to: NSNull(), error: .invalidRequest, message: "a message without a method") }
            return
        }
        let params = message["params"] as? JSONObject ?? [:]
        guard let id, !(id is NSNull) else {
            notification(method, params)
            return
        }
        if cancelled.contains("\(id)") {
            writer.respond(to: id, error: .requestCancelled, message: "cancelled")
            return
        }
        switch phase {
        case .waitingForInitialize where method != "initialize":
            writer.respond(to: id, error: .serverNotInitialized, message: "'\(method)' before 'initialize'")
        case .shutDown:
            writer.respond(to: id, error: .invalidRequest, message: "'\(method)' after 'shutdown'")
        default:
            request(method, id: id, params: params)
        }
    }
}
