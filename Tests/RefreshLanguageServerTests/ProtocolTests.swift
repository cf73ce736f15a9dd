import Foundation
import Testing

@testable import RefreshLanguageServer

/// The base protocol and the lifecycle: each kind of bad input gets the protocol's answer, or
/// is skipped and logged, and the server goes on; exit statuses as the protocol says.
@Suite struct ProtocolTests {
    private func errorCode(_ response: [String: Any]?) -> Int? {
        (response?["error"] as? [String: Any])?["code"] as? Int
    }

    @Test func shutdownThenExitIsStatusZeroAndExitAloneIsOne() {
        #expect(ServerSession([Client.initialize(), Client.shutdown, Client.exit]).status == 0)
        #expect(ServerSession([Client.initialize(), Client.exit]).status == 1)
        // The input ends without exit: as exit without shutdown.
        #expect(ServerSession([Client.initialize()]).status == 1)
    }

    @Test func aRequestBeforeInitializeIsRefusedAndAnotherInitializeIsInvalid() {
        let session = ServerSession([
            Client.request(1, "textDocument/hover", line: 0, character: 0), Client.initialize(id: 2), Client.initialize(id: 3),
        ])
        #expect(errorCode(session.response(1)) == -32002)
        #expect(session.response(2)?["result"] != nil)
        #expect(errorCode(session.response(3)) == -32600)
    }

    @Test func anUnknownMethodIsMethodNotFoundAndRequestsAfterShutdownAreInvalid() {
        let session = ServerSession([
            Client.initialize(), ["id": 1, "method": "workspace/frobnicate"], Client.shutdown, ["id": 2, "method": "shutdown"],
        ])
        #expect(errorCode(session.response(1)) == -32601)
        #expect(errorCode(session.response(2)) == -32600)
    }

    @Test func badJSONIsAParseErrorAndTheServerGoesOn() {
        let garbage = Array("Content-Length: 9\r\n\r\n{not json".utf8)
        let session = ServerSession([Client.initialize(), Client.shutdown], rawBytes: garbage)
        let first = session.responses.first
        #expect(errorCode(first) == -32700)
        #expect(first?["id"] is NSNull)
        #expect(session.response(999)?["result"] is NSNull)
    }

    /// A header without Content-Length, and one whose length is no number, are skipped and
    /// logged (no id can be answered); the next message is read.
    @Test func malformedHeadersAreSkippedAndLogged() {
        let bad = Array("Content-Type: text/plain\r\n\r\nContent-Length: abc\r\n\r\n".utf8)
        let session = ServerSession([Client.initialize(), Client.shutdown], rawBytes: bad)
        let logs = session.responses.filter { $0["method"] as? String == "window/logMessage" }
        #expect(logs.count == 2)
        #expect(session.response(0)?["result"] != nil)
    }

    /// A 100 MB content length is refused and its bytes skipped as they arrive, 64 KiB at a
    /// time, none kept: the server answers the next message.
    @Test func aHundredMegabyteMessageIsSkipped() {
        let size = 100_000_000
        var input = Array("Content-Length: \(size)\r\n\r\n".utf8)
        input += [UInt8](repeating: 0x20, count: size)
        input +=
            ServerSession.frame(Client.initialize()) + ServerSession.frame(Client.shutdown) + ServerSession.frame(Client.exit)
        let session = ServerSession(bytes: input)
        let log = session.responses.first { $0["method"] as? String == "window/logMessage" }
        let message = (log?["params"] as? [String: Any])?["message"] as? String ?? ""
        #expect(message.contains("a message of 100000000 bytes is over the 33554432-byte limit"))
        #expect(session.response(0)?["result"] != nil)
        #expect(session.status == 0)
    }

    /// Messages cut at every byte boundary read the same as whole ones.
    @Test func messagesCutIntoOneByteChunksAreReadWhole() {
        let session = ServerSession([Client.initialize(), Client.shutdown, Client.exit], chunk: 1)
        #expect(session.response(0)?["result"] != nil)
        #expect(session.status == 0)
    }

    /// A `$/cancelRequest` that arrives with the request it names, before the server took it,
    /// gets the request answered with RequestCancelled.
    @Test func aCancelledRequestIsAnsweredCancelled() {
        let session = ServerSession([
            Client.initialize(), Client.open("version: 1\n"), Client.request(5, "textDocument/hover", line: 0, character: 0),
            ["method": "$/cancelRequest", "params": ["id": 5]],
        ])
        #expect(errorCode(session.response(5)) == -32800)
    }

    @Test func theServerOffersUTF8WhenTheClientDoes() {
        func encoding(_ offered: [String]?) -> String? {
            let result = ServerSession([Client.initialize(encodings: offered)]).response(0)?["result"] as? [String: Any]
            return (result?["capabilities"] as? [String: Any])?["positionEncoding"] as? String
        }
        #expect(encoding(["utf-16", "utf-8"]) == "utf-8")
        #expect(encoding(["utf-32", "utf-16"]) == "utf-16")
        #expect(encoding(nil) == "utf-16")
    }
}
