extension Source {
    /// The mark of the character that starts at a byte offset. Lines end where libyaml ends
    /// them: `\n`, `\r\n`, a lone `\r`, NEL (U+0085), LS (U+2028) and PS (U+2029); columns
    /// count Unicode scalars (UTF-8 continuation bytes are not counted), as libyaml's marks do.
    public func mark(atByteOffset offset: Int) -> Mark {
        var line = 1
        var column = 1
        var index = 0
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
    /// lines), invalid UTF-8 repaired, or nil when the source has no such line.
    public func lineText(_ line: Int) -> String? {
        guard line >= 1 else { return nil }
        var current = 1
        var start = 0
        var index = 0
        while index < bytes.count {
            let breakLength = lineBreakLength(at: index)
            guard breakLength > 0 else {
                index += 1
                continue
            }
            if current == line { break }
            current += 1
            index += breakLength
            start = index
        }
        guard current == line else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
