/// Reads the Language Server Protocol's base protocol: `Content-Length: N` headers, a blank
/// line, then N bytes of JSON. Input is untrusted: a header block longer than
/// ``maxHeaderBytes`` or a body longer than ``maxContentBytes`` is refused, the body skipped
/// as it arrives without being kept, so memory stays bounded whatever a client sends.
struct MessageReader {
    /// What the next read found.
    enum Incoming: Equatable {
        /// One message's JSON bytes.
        case message([UInt8])
        /// Input the reader skipped, and why (for the server to log).
        case refused(String)
        /// The input ended.
        case end
    }

    /// The longest header block taken: LSP headers are two short lines.
    static let maxHeaderBytes = 8_192
    /// The longest message taken: a spec's bytes limit, escaped as JSON (six bytes per byte at
    /// worst would be 48 MiB; 32 MiB covers any text a client sends of a spec under 8 MiB).
    static let maxContentBytes = 32 << 20

    /// Gives the next bytes of input, or nil at its end.
    private let readChunk: () -> [UInt8]?
    private var buffer: [UInt8] = []
    /// Where the unread bytes of ``buffer`` start.
    private var start = 0
    private var ended = false

    /// A reader of the chunks `readChunk` gives.
    init(readChunk: @escaping () -> [UInt8]?) {
        self.readChunk = readChunk
    }

    /// Whether a whole message is already read in: the server takes every such message before
    /// it publishes diagnostics, so that a burst of edits is checked once.
    var hasBufferedMessage: Bool {
        guard let header = headerEnd() else { return false }
        guard case .success(let length) = Self.contentLength(buffer[start..<header.start]) else { return true }
        return buffer.count - header.end >= length
    }

    /// The next message, blocking until it has arrived.
    mutating func next() -> Incoming {
        while true {
            if let header = headerEnd() {
                let fields = buffer[start..<header.start]
                start = header.end
                switch Self.contentLength(fields) {
                case .failure(let problem):
                    return .refused(problem.reason)
                case .success(let length) where length > Self.maxContentBytes:
                    skip(length)
                    return .refused("a message of \(length) bytes is over the \(Self.maxContentBytes)-byte limit; skipped")
                case .success(let length):
                    guard fill(upTo: start + length) else { return .end }
                    let body = Array(buffer[start..<start + length])
                    start += length
                    compact()
                    return .message(body)
                }
            }
            if buffer.count - start > Self.maxHeaderBytes {
                buffer.removeAll()
                start = 0
                return .refused("a header block longer than \(Self.maxHeaderBytes) bytes; skipped")
            }
            guard readMore() else { return .end }
        }
    }

    /// The range of the blank line ending the header block at ``start``, if it has arrived.
    private func headerEnd() -> (start: Int, end: Int)? {
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return (index, index + 4)
            }
            index += 1
        }
        return nil
    }

    /// The `Content-Length` of a header block (other fields, such as `Content-Type`, are
    /// allowed and ignored), or why the block is not one.
    static func contentLength(_ fields: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
        var length: Int?
        for line in fields.split(separator: 10) {
            let text = String(decoding: line.last == 13 ? line.dropLast() : line, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else {
                return .failure(HeaderProblem(reason: "a header line without ':'"))
            }
            let name = text[..<colon].lowercased()
            let value = text[text.index(after: colon)...].trimmingSpaces
            if name == "content-length" {
                guard value.count <= 12, let number = Int(value), number >= 0 else {
                    return .failure(HeaderProblem(reason: "Content-Length '\(value.prefix(40))' is not a length"))
                }
                length = number
            }
        }
        guard let length else { return .failure(HeaderProblem(reason: "a header block without Content-Length")) }
        return .success(length)
    }

    /// Reads until ``buffer`` holds `count` bytes; false when the input ends first.
    private mutating func fill(upTo count: Int) -> Bool {
        while buffer.count < count {
            guard readMore() else { return false }
        }
        return true
    }

    /// Drops the next `count` bytes, read or still to come, keeping none of them.
    private mutating func skip(_ count: Int) {
        var left = count
        while true {
            let taken = min(left, buffer.count - start)
            start += taken
            left -= taken
            compact()
            guard left > 0, readMore() else { return }
        }
    }

    private mutating func readMore() -> Bool {
        guard !ended, let chunk = readChunk(), !chunk.isEmpty else {
            ended = true
            return false
        }
        buffer += chunk
        return true
    }

    /// Frees the bytes already taken once they are half the buffer.
    private mutating func compact() {
        if start > 0, start * 2 >= buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }
}

/// Why a header block is not one the reader takes.
struct HeaderProblem: Error {
    var reason: String
}

extension Substring {
    /// The text without spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
