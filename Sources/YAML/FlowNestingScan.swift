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
    /// the careful scan is skipped. Sixteen bytes are tested at a time as a vector (`[` and `{`
    /// differ only in bit 0x20, so or-ing it in leaves one byte to find), the matches added up
    /// per lane and summed every 255 rounds (before a lane can overflow), then the rest one by one.
    private func openingBracketCount() -> Int {
        let raw = UnsafeRawBufferPointer(bytes)
        let vectors = bytes.count / 16
        let brace = SIMD16<UInt8>(repeating: UInt8(ascii: "{"))
        let caseBit = SIMD16<UInt8>(repeating: 0x20)
        var count = 0
        var vector = 0
        while vector < vectors {
            let rounds = min(255, vectors - vector)
            var lanes = SIMD16<UInt8>(repeating: 0)
            for offset in stride(from: vector * 16, to: (vector + rounds) * 16, by: 16) {
                let chunk = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
                lanes &+= SIMD16<UInt8>(repeating: 0).replacing(with: 1, where: (chunk | caseBit) .== brace)
            }
            count += Int(lanes.wrappedSum())
            vector += rounds
        }
        for byte in bytes[(vectors * 16)...] where byte | 0x20 == UInt8(ascii: "{") { count += 1 }
        return count
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
