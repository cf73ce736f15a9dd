/// How a client counts a position's `character`: UTF-8 bytes when it offers them (LSP 3.17's
/// `positionEncodings`), else UTF-16 code units, which the protocol requires by default.
enum PositionEncoding: String {
    case utf8 = "utf-8"
    case utf16 = "utf-16"

    /// The encoding picked from a client's `general.positionEncodings`: UTF-8 when offered.
    init(offered: [String]) {
        self = offered.contains(Self.utf8.rawValue) ? .utf8 : .utf16
    }

    /// How many units the character starting with `lead` (a UTF-8 lead byte) takes.
    func units(ofLeadByte lead: UInt8) -> Int {
        let bytes = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        switch self {
        case .utf8: return bytes
        case .utf16: return bytes == 4 ? 2 : 1
        }
    }

    /// The UTF-8 length of the character starting with `lead`.
    static func byteLength(ofLeadByte lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}

/// A position as the protocol writes it: a 0-based line and a 0-based `character` in the
/// session's ``PositionEncoding``.
struct Position: Equatable {
    var line: Int
    var character: Int

    /// `{"line": …, "character": …}`.
    var json: JSONObject { ["line": line, "character": character] }

    /// The position an LSP `Position` object gives, if it is one.
    init?(json: Any?) {
        guard let object = json as? JSONObject, let line = object["line"] as? Int, let character = object["character"] as? Int,
            line >= 0, character >= 0
        else { return nil }
        self.init(line: line, character: character)
    }

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// A range as the protocol writes it, end exclusive.
struct TextRange: Equatable {
    var start: Position
    var end: Position

    /// `{"start": …, "end": …}`.
    var json: JSONObject { ["start": start.json, "end": end.json] }

    /// The range an LSP `Range` object gives, if it is one.
    init?(json: Any?) {
        guard let object = json as? JSONObject, let start = Position(json: object["start"]),
            let end = Position(json: object["end"])
        else { return nil }
        self.init(start: start, end: end)
    }

    init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}
