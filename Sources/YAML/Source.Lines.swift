extension Source {
    /// The mark of the character that starts at a byte offset: lines end at `\n`, `\r\n` or a
    /// lone `\r`, and columns count Unicode scalars (UTF-8 continuation bytes are not counted),
    /// matching libyaml's marks.
    public func mark(atByteOffset offset: Int) -> Mark {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && (index == bytes.count || bytes[index] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80, byte != 0x0D {
                column += 1
            }
        }
        return Mark(line: line, column: column)
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

    /// The text of a 1-based line without its line break, invalid UTF-8 repaired, or nil when
    /// the source has no such line.
    public func lineText(_ line: Int) -> String? {
        guard line >= 1 else { return nil }
        var current = 1
        var start = 0
        var index = 0
        while current < line {
            guard let newline = bytes[index...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return nil }
            index = newline + 1
            if bytes[newline] == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            current += 1
            start = index
        }
        let end = bytes[start...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) ?? bytes.count
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
