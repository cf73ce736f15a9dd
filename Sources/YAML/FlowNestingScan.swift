/// A quick pass that finds flow collections (`[`, `{`) nested deeper than a limit before
/// libyaml sees the input.
///
/// libyaml keeps one possible simple key per flow level and checks them all for every token,
/// so deeply nested `[[[[…` costs quadratic time (40,000 levels take seconds) before its first
/// event arrives. This scan is linear. It skips quoted scalars and comments, and counts a
/// bracket outside flow context only where a node can start (after indentation, `:`, `-`,
/// `?`), so that `a[1]` in a plain scalar is text.
struct FlowNestingScan {
    let bytes: UnsafeBufferPointer<UInt8>
    let limit: Int

    /// The byte offset of the first bracket that opens level `limit + 1`, if any.
    func firstOffsetTooDeep() -> Int? {
        guard openingBracketCount() > limit else { return nil }
        var depth = 0
        var index = 0
        var canStartNode = true
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if depth > 0 || canStartNode {
                    depth += 1
                    if depth > limit { return index }
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                if depth > 0 || canStartNode { index = endOfQuoted(from: index) }
            case UInt8(ascii: "#"):
                if index == 0 || isSpace(bytes[index - 1]) { index = endOfLine(from: index) - 1 }
            default:
                break
            }
            canStartNode = startsNodeAfter(byte, wasAble: canStartNode)
            index += 1
        }
        return nil
    }

    /// How many `[` and `{` the input holds: when they are few, no nesting can be too deep and
    /// the careful scan is skipped. Eight bytes are tested at a time (`[` and `{` differ only in
    /// bit 0x20, so or-ing it in leaves one byte to find), then the rest one by one.
    private func openingBracketCount() -> Int {
        let words = bytes.count / 8
        var count = 0
        let raw = UnsafeRawBufferPointer(bytes)
        for word in 0..<words {
            let value = raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
            count += Self.zeroBytes(in: (value | Self.lanes(0x20)) ^ Self.lanes(UInt8(ascii: "{")))
        }
        for byte in bytes[(words * 8)...] where byte | 0x20 == UInt8(ascii: "{") { count += 1 }
        return count
    }

    /// A byte repeated in all eight lanes of a word.
    private static func lanes(_ byte: UInt8) -> UInt64 {
        UInt64(byte) &* 0x0101_0101_0101_0101
    }

    /// How many of a word's eight bytes are zero: a byte's top bit survives
    /// `((byte & 0x7F) + 0x7F) | byte` exactly when the byte is not zero, with no carry between
    /// bytes; the zero bytes' flags, moved to bit 0 of each byte, are summed by one multiply
    /// (a population count is not in the baseline x86-64 instruction set).
    private static func zeroBytes(in word: UInt64) -> Int {
        let nonZero = ((word & lanes(0x7F)) &+ lanes(0x7F)) | word
        let zeroFlags = (~nonZero & lanes(0x80)) >> 7
        return Int((zeroFlags &* lanes(1)) >> 56)
    }

    private func startsNodeAfter(_ byte: UInt8, wasAble: Bool) -> Bool {
        switch byte {
        case 0x0A, 0x0D, UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ","),
            UInt8(ascii: "["), UInt8(ascii: "{"):
            true
        case 0x20, 0x09: wasAble
        default: false
        }
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func endOfLine(from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        return index
    }

    /// The index of the closing quote (or the end), honouring `\` escapes in double quotes
    /// and `''` in single quotes.
    private func endOfQuoted(from start: Int) -> Int {
        let quote = bytes[start]
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == quote {
                if quote == UInt8(ascii: "'"), index + 1 < bytes.count, bytes[index + 1] == quote {
                    index += 2
                    continue
                }
                return index
            }
            index += 1
        }
        return index
    }
}
