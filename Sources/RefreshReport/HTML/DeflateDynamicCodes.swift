/// A dynamic block's codes (RFC 1951 §3.2.7), made for its symbols' counts, and the header that
/// describes them: how many literal/length and distance code lengths follow, the code of the
/// code lengths, then the code lengths themselves, runs of them shortened by three repeat codes.
struct DeflateDynamicCodes {
    /// The codes of at most 15 bits for the block's literals, lengths and distances.
    let literalLength: HuffmanCode
    let distance: HuffmanCode
    /// The header's length in bits.
    let headerBitCount: Int

    /// The literal/length and distance code lengths the header gives (HLIT + 257 and HDIST + 1).
    private let literalLengthsGiven: Int
    private let distancesGiven: Int
    /// The code of the code-length alphabet (0…15 a length, 16 repeats the last length 3…6
    /// times, 17 writes 3…10 zeros, 18 writes 11…138 zeros), at most 7 bits.
    private let codeLength: HuffmanCode
    /// How many code-length code lengths the header gives, in ``DeflateAlphabet/codeLengthOrder``.
    private let codeLengthsGiven: Int
    /// The code lengths as code-length symbols, each with the value of its extra bits.
    private let codeLengthSymbols: [(symbol: Int, extra: UInt32)]

    private static let longestCode = 15
    private static let longestCodeLengthCode = 7

    init(literalLengthCounts: [Int], distanceCounts: [Int]) {
        var literalLengthCounts = literalLengthCounts
        literalLengthCounts[DeflateAlphabet.endOfBlock] = 1
        let literalLength = HuffmanCode(lengths: HuffmanCode.lengths(for: literalLengthCounts, limit: Self.longestCode))
        let distance = HuffmanCode(lengths: HuffmanCode.lengths(for: distanceCounts, limit: Self.longestCode))
        let literalLengthsGiven = max(
            (literalLength.lengths.lastIndex { $0 > 0 } ?? 0) + 1, DeflateAlphabet.endOfBlock + 1)
        let distancesGiven = max((distance.lengths.lastIndex { $0 > 0 } ?? 0) + 1, 1)
        let codeLengthSymbols = Self.runs(
            of: Array(literalLength.lengths.prefix(literalLengthsGiven) + distance.lengths.prefix(distancesGiven)))
        var codeLengthCounts = [Int](repeating: 0, count: DeflateAlphabet.codeLengthOrder.count)
        for (symbol, _) in codeLengthSymbols {
            codeLengthCounts[symbol] += 1
        }
        let codeLength = HuffmanCode(
            lengths: HuffmanCode.lengths(for: codeLengthCounts, limit: Self.longestCodeLengthCode))
        let codeLengthsGiven = max((DeflateAlphabet.codeLengthOrder.lastIndex { codeLength.lengths[$0] > 0 } ?? 0) + 1, 4)
        self.literalLength = literalLength
        self.distance = distance
        self.literalLengthsGiven = literalLengthsGiven
        self.distancesGiven = distancesGiven
        self.codeLength = codeLength
        self.codeLengthsGiven = codeLengthsGiven
        self.codeLengthSymbols = codeLengthSymbols
        headerBitCount =
            5 + 5 + 4 + 3 * codeLengthsGiven
            + codeLengthSymbols.reduce(0) { $0 + codeLength.lengths[$1.symbol] + Self.extraBits(of: $1.symbol) }
    }

    /// Writes the header (after the block's first 3 bits).
    func writeHeader(to bits: inout DeflateBitWriter) {
        bits.write(UInt32(literalLengthsGiven - 257), count: 5)
        bits.write(UInt32(distancesGiven - 1), count: 5)
        bits.write(UInt32(codeLengthsGiven - 4), count: 4)
        for symbol in DeflateAlphabet.codeLengthOrder.prefix(codeLengthsGiven) {
            bits.write(UInt32(codeLength.lengths[symbol]), count: 3)
        }
        for (symbol, extra) in codeLengthSymbols {
            bits.write(codeLength.codes[symbol], count: codeLength.lengths[symbol])
            bits.write(extra, count: Self.extraBits(of: symbol))
        }
    }

    /// The extra bits of a code-length symbol: 2 for 16, 3 for 17, 7 for 18, none for a length.
    private static func extraBits(of symbol: Int) -> Int {
        switch symbol {
        case 16: 2
        case 17: 3
        case 18: 7
        default: 0
        }
    }

    /// `lengths` as code-length symbols: a run of 3 or more zeros as 17 or 18, a length repeated
    /// 3 or more times after its first as 16, the rest as they are.
    private static func runs(of lengths: [Int]) -> [(symbol: Int, extra: UInt32)] {
        var symbols: [(symbol: Int, extra: UInt32)] = []
        var index = 0
        while index < lengths.count {
            let length = lengths[index]
            var run = 1
            while index + run < lengths.count && lengths[index + run] == length {
                run += 1
            }
            index += run
            if length == 0 {
                while run >= 11 {
                    let zeros = min(run, 138)
                    symbols.append((18, UInt32(zeros - 11)))
                    run -= zeros
                }
                if run >= 3 {
                    symbols.append((17, UInt32(run - 3)))
                    run = 0
                }
            } else {
                symbols.append((length, 0))
                run -= 1
                while run >= 3 {
                    let repeats = min(run, 6)
                    symbols.append((16, UInt32(repeats - 3)))
                    run -= repeats
                }
            }
            for _ in 0..<run {
                symbols.append((length, 0))
            }
        }
        return symbols
    }
}
