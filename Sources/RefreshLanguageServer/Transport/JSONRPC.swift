import Foundation

/// A JSON object of a message, as `JSONSerialization` reads and writes it.
typealias JSONObject = [String: Any]

/// JSON-RPC 2.0's error codes, and the Language Server Protocol's own.
enum ErrorCode: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case serverNotInitialized = -32002
    case requestCancelled = -32800
}

/// Writes messages with their `Content-Length` header through `writeBytes`.
struct MessageWriter {
    /// Takes the bytes of one whole message.
    let writeBytes: ([UInt8]) -> Void

    /// Sends `object` as one message.
    func send(_ object: JSONObject) {
        var body = object
        body["jsonrpc"] = "2.0"
        guard let data = try? JSONSerialization.data(withJSONObject: body, options: [.withoutEscapingSlashes]) else {
            return
        }
        writeBytes(Array("Content-Length: \(data.count)\r\n\r\n".utf8) + [UInt8](data))
    }

    /// The result of the request `id`.
    func respond(to id: Any, result: Any) {
        send(["id": id, "result": result])
    }

    /// The request `id` failed (`id` is NSNull when it could not be read).
    func respond(to id: Any, error code: ErrorCode, message: String) {
        send(["id": id, "error": ["code": code.rawValue, "message": message]])
    }

    /// A notification from the server.
    func notify(_ method: String, _ params: JSONObject) {
        send(["method": method, "params": params])
    }

    /// `window/logMessage` of type 1 (error) or 3 (info).
    func log(_ message: String, isError: Bool) {
        notify("window/logMessage", ["type": isError ? 1 : 3, "message": message])
    }
}
