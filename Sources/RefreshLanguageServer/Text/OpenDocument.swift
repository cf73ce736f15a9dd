import Diagnostics

/// A spec open in the editor: its text as the client last sent it, and where its lines start,
/// to turn the protocol's positions into byte offsets and libyaml's marks into positions.
struct OpenDocument {
    /// The document's URI, as the client names it.
    let uri: String
    /// The client's version of the text.
    var version: Int
    /// The text, UTF-8.
    private(set) var bytes: [UInt8]
    /// The byte offset of each line's first byte (line breaks `\n`, `\r\n`, `\r`, as LSP has them).
    private(set) var lineStarts: [Int] = [0]

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.bytes = Array(text.utf8)
        indexLines()
    }

    /// Replaces the text in `range` (the whole text when nil) with `text`.
    mutating func replace(_ range: TextRange?, with text: String, encoding: PositionEncoding) {
        guard let range else {
            bytes = Array(text.utf8)
            indexLines()
            return
        }
        let start = offset(of: range.start, encoding: encoding)
        let end = max(start, offset(of: range.end, encoding: encoding))
        bytes.replaceSubrange(start..<end, with: text.utf8)
        indexLines()
    }

    /// The byte offset of a position; a character past the line's end is its end, and a line
    /// past the last is the text's end, as the protocol asks.
    func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let end = lineEnd(position.line)
        var offset = lineStarts[position.line]
        var units = 0
        while offset < end, units < position.character {
            units += encoding.units(ofLeadByte: bytes[offset])
            offset += PositionEncoding.byteLength(ofLeadByte: bytes[offset])
        }
        return min(offset, end)
    }

    /// The position of a byte offset.
    func position(ofOffset offset: Int, encoding: PositionEncoding) -> Position {
        let offset = min(max(0, offset), bytes.count)
        var line = 0
        var low = 0
        var high = lineStarts.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset {
                line = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        var index = lineStarts[line]
        var character = 0
        while index < offset {
            character += encoding.units(ofLeadByte: bytes[index])
            index += PositionEncoding.byteLength(ofLeadByte: bytes[index])
        }
        return Position(line: line, character: character)
    }

    /// The byte offset of a mark: its 1-based line, and its column counted in Unicode scalars.
    func offset(of mark: Mark) -> Int {
        let line = min(max(mark.line - 1, 0), lineStarts.count - 1)
        let end = lineEnd(line)
        var offset = lineStarts[line]
        var column = 1
        while offset < end, column < mark.column {
            offset += PositionEncoding.byteLength(ofLeadByte: bytes[offset])
            column += 1
        }
        return min(offset, end)
    }

    /// The mark (1-based line, column in scalars) of a byte offset.
    func mark(ofOffset offset: Int) -> Mark {
        let position = position(ofOffset: offset, encoding: .utf8)
        var column = 1
        var index = lineStarts[position.line]
        while index < offset {
            index += PositionEncoding.byteLength(ofLeadByte: bytes[index])
            column += 1
        }
        return Mark(line: position.line + 1, column: column)
    }

    /// The byte offset where line `line` (0-based) ends, before its line break.
    func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > lineStarts[line], bytes[end - 1] == 10 || bytes[end - 1] == 13 { end -= 1 }
        return end
    }

    /// The text of line `line` (0-based), without its break.
    func lineText(_ line: Int) -> String {
        guard line < lineStarts.count else { return "" }
        return String(decoding: bytes[lineStarts[line]..<lineEnd(line)], as: UTF8.self)
    }

    /// The range of the word at `offset`: a key, a plain scalar or a quoted one, as a
    /// diagnostic's mark starts it and a quick fix replaces it.
    func wordRange(at offset: Int) -> Range<Int> {
        let end = lineEnd(position(ofOffset: offset, encoding: .utf8).line)
        guard offset < end else { return offset..<offset }
        if bytes[offset] == UInt8(ascii: "'") || bytes[offset] == UInt8(ascii: "\"") {
            var index = offset + 1
            while index < end, bytes[index] != bytes[offset] { index += 1 }
            return offset..<min(index + 1, end)
        }
        var index = offset
        while index < end, !Self.endsWord(bytes[index], next: index + 1 < end ? bytes[index + 1] : nil) { index += 1 }
        return offset..<index
    }

    /// Whether a byte ends a plain word: a flow indicator, or `:`/`#` as YAML reads them.
    private static func endsWord(_ byte: UInt8, next: UInt8?) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "["): true
        case UInt8(ascii: ":"): next == nil || next == UInt8(ascii: " ") || next == UInt8(ascii: "\t")
        case UInt8(ascii: " "), UInt8(ascii: "\t"): next == UInt8(ascii: "#") || next == nil
        default: false
        }
    }

    private mutating func indexLines() {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 10 {
                starts.append(index + 1)
            } else if bytes[index] == 13 {
                if index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }
}
