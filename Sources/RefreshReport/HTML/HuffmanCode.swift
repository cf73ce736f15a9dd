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

    /// Code lengths of at most `limit` bits for symbols occurring `frequencies` times: Huffman's
    /// (found in place as Moffat and Katajainen do), those longer than `limit` shortened and
    /// others lengthened to make room as miniz does, the shortest codes going to the most frequent
    /// symbols. A symbol that does not occur has no code, but a code has at least two symbols (a
    /// code of one would be incomplete, which not every inflater accepts), the first ones not
    /// occurring being given one. At most 2^`limit` symbols may occur.
    static func lengths(for frequencies: [Int], limit: Int) -> [Int] {
        var frequencies = frequencies
        var occurring = frequencies.count(where: { $0 > 0 })
        for symbol in frequencies.indices where occurring < 2 && frequencies[symbol] == 0 {
            frequencies[symbol] = 1
            occurring += 1
        }
        let symbols = frequencies.indices.filter { frequencies[$0] > 0 }.sorted {
            (frequencies[$0], $0) < (frequencies[$1], $1)
        }
        var depths = symbols.map { frequencies[$0] }
        minimumRedundancyLengths(&depths)
        var lengthCounts = [Int](repeating: 0, count: limit + 1)
        for depth in depths {
            lengthCounts[min(depth, limit)] += 1
        }
        // Kraft's sum, in units of 2^-limit, is above 1 by as much as the codes cut to `limit`
        // overspend: each turn takes one code of `limit` bits away and splits a shorter code in two.
        var kraftSum = (1...limit).reduce(0) { $0 + lengthCounts[$1] << (limit - $1) }
        while kraftSum > 1 << limit {
            lengthCounts[limit] -= 1
            if let shorter = (1..<limit).reversed().first(where: { lengthCounts[$0] > 0 }) {
                lengthCounts[shorter] -= 1
                lengthCounts[shorter + 1] += 2
            }
            kraftSum -= 1
        }
        var lengths = [Int](repeating: 0, count: frequencies.count)
        var next = symbols.count
        for length in 1...limit {
            for _ in 0..<lengthCounts[length] {
                next -= 1
                lengths[symbols[next]] = length
            }
        }
        return lengths
    }

    /// Replaces weights sorted from least to most (at least one) by the depths of their leaves
    /// in a Huffman tree (A. Moffat and J. Katajainen, "In-place calculation of minimum-redundancy
    /// codes", 1995): first each internal node's weight and then its parent, then each internal
    /// node's depth, then the leaves' depths, deepest first.
    private static func minimumRedundancyLengths(_ weights: inout [Int]) {
        let count = weights.count
        guard count > 1 else {
            weights = weights.map { _ in 1 }
            return
        }
        weights[0] += weights[1]
        var root = 0
        var leaf = 2
        for next in 1..<(count - 1) {
            if leaf >= count || weights[root] < weights[leaf] {
                weights[next] = weights[root]
                weights[root] = next
                root += 1
            } else {
                weights[next] = weights[leaf]
                leaf += 1
            }
            if leaf >= count || (root < next && weights[root] < weights[leaf]) {
                weights[next] += weights[root]
                weights[root] = next
                root += 1
            } else {
                weights[next] += weights[leaf]
                leaf += 1
            }
        }
        weights[count - 2] = 0
        for next in stride(from: count - 3, through: 0, by: -1) {
            weights[next] = weights[weights[next]] + 1
        }
        var available = 1
        var depth = 0
        var internalNode = count - 2
        var next = count - 1
        while available > 0 {
            var used = 0
            while internalNode >= 0 && weights[internalNode] == depth {
                used += 1
                internalNode -= 1
            }
            while available > used {
                weights[next] = depth
                next -= 1
                available -= 1
            }
            available = 2 * used
            depth += 1
        }
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
