/// A prefix code of DEFLATE (RFC 1951 §3.2.2): each symbol's code length, and its canonical code
/// with the bits reversed, since DEFLATE sends a code's first bit first into the low end of
/// each byte.
struct HuffmanCode {
    /// The length in bits of each symbol's code; 0 for a symbol without one.
    let lengths: [Int]
    /// The code of each symbol, first bit lowest.
    let codes: [UInt32]

    /// The canonical code of the given lengths (§3.2.2: shorter codes first, then by symbol).
    init(lengths: [Int]) {
        self.lengths = lengths
        let longest = lengths.max() ?? 0
        var lengthCounts = [Int](repeating: 0, count: longest + 1)
        for length in lengths where length > 0 {
            lengthCounts[length] += 1
        }
        var nextCode = [UInt32](repeating: 0, count: longest + 1)
        var code: UInt32 = 0
        for length in stride(from: 1, through: longest, by: 1) {
            code = (code + UInt32(lengthCounts[length - 1])) << 1
            nextCode[length] = code
        }
        var codes = [UInt32](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            codes[symbol] = Self.reversed(nextCode[length], length: length)
            nextCode[length] += 1
        }
        self.codes = codes
    }

    /// The low `length` bits of `code` in the opposite order.
    private static func reversed(_ code: UInt32, length: Int) -> UInt32 {
        var reversed: UInt32 = 0
        for bit in 0..<length {
            reversed |= (code >> UInt32(bit) & 1) << UInt32(length - 1 - bit)
        }
        return reversed
    }
}
