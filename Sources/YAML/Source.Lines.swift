import Diagnostics

extension Source {
    /// The mark of the character that starts at a byte offset. Lines end where libyaml ends
    /// them: `\n`, `\r\n`, a lone `\r`, NEL (U+0085), LS (U+2028) and PS (U+2029); columns
    /// count Unicode scalars (UTF-8 continuation bytes are not counted), as libyaml's marks do.
    /// UTF-16 input (with its byte order mark, as libyaml requires) is measured on its UTF-8
    /// form, and a byte order mark is not a column.
    public func mark(atByteOffset offset: Int) -> Mark {
        if let utf8 = utf8Form(upTo: offset) { return utf8.mark(atByteOffset: utf8.bytes.count) }
        var line = 1
        var column = 1
        var index = utf8ByteOrderMarkLength
        let end = min(offset, bytes.count)
        while index < end {
            let breakLength = lineBreakLength(at: index)
            if breakLength > 0 {
                line += 1
                column = 1
                index += breakLength
            } else {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
        }
        return Mark(line: line, column: column)
    }

    /// The length in bytes of the line break starting at `index`, or 0 when none starts there.
    func lineBreakLength(at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
        default: return 0
        }
    }

    /// Where the UTF-8 sequence that a broken byte at `offset` belongs to starts: libyaml names
    /// the bad octet itself, which may be the second byte of a truncated character.
    func startOfSequence(before offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, start > offset - 4, bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > 0, bytes[start - 1] >= 0xC0 else { return offset }
        let lead = bytes[start - 1]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        return start - 1 + length > offset ? start - 1 : offset
    }

    /// The text of a 1-based line without its line break (as ``mark(atByteOffset:)`` counts
    /// lines), invalid UTF-8 repaired, or nil when the source has no such line. To quote many
    /// lines of one file, make its ``lineIndex()`` once instead: this scans from the start.
    public func lineText(_ line: Int) -> String? {
        lineIndex().text(line)
    }

    /// Every line's start, found in one pass over the file.
    public func lineIndex() -> LineIndex {
        LineIndex(utf8Form(upTo: bytes.count) ?? self)
    }

    /// Where each line of a source starts, so that quoting any number of its lines costs one
    /// pass over the file plus the length of each line quoted.
    public struct LineIndex: Sendable {
        /// The source in UTF-8 (UTF-16 input converted once).
        private let source: Source
        /// The byte offset (in the UTF-8 form) of each line's first byte; line 1 at index 0,
        /// after a byte order mark.
        public let starts: [Int]

        init(_ source: Source) {
            self.source = source
            var starts = [source.utf8ByteOrderMarkLength]
            var index = starts[0]
            while index < source.bytes.count {
                let breakLength = source.lineBreakLength(at: index)
                if breakLength > 0 {
                    index += breakLength
                    starts.append(index)
                } else {
                    index += 1
                }
            }
            self.starts = starts
        }

        /// The text of a 1-based line without its line break, invalid UTF-8 repaired, or nil
        /// when the source has no such line.
        public func text(_ line: Int) -> String? {
            guard line >= 1, line <= starts.count else { return nil }
            let start = starts[line - 1]
            var end = start
            while end < source.bytes.count, source.lineBreakLength(at: end) == 0 { end += 1 }
            return String(decoding: source.bytes[start..<end], as: UTF8.self)
        }
    }

    /// 3 when the bytes start with UTF-8's byte order mark (libyaml skips it), else 0.
    var utf8ByteOrderMarkLength: Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// For UTF-16 input with a byte order mark: the bytes before `offset`, after the mark, as
    /// UTF-8 (a broken code unit repaired); nil for UTF-8 input.
    private func utf8Form(upTo offset: Int) -> Source? {
        let littleEndian: Bool
        if bytes.starts(with: [0xFF, 0xFE]) {
            littleEndian = true
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            littleEndian = false
        } else {
            return nil
        }
        let end = min(offset, bytes.count)
        let units = stride(from: 2, to: end - 1, by: 2).map { index in
            let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            return UInt16(high) << 8 | UInt16(low)
        }
        return Source(path: path, bytes: Array(String(decoding: units, as: UTF16.self).utf8))
    }
}
