/// Writes DEFLATE blocks (RFC 1951 §3.2.3), each as the shortest of a stored block (the bytes
/// as they are, §3.2.4), a block in the fixed Huffman codes (§3.2.6) and one in codes made for
/// its symbols (§3.2.7).
struct DeflateBlockWriter {
    private var bits = DeflateBitWriter()

    private static let fixedLiteralLengthCode = HuffmanCode(lengths: DeflateAlphabet.fixedLiteralLengthLengths)
    private static let fixedDistanceCode = HuffmanCode(lengths: DeflateAlphabet.fixedDistanceLengths)
    /// The most bytes one stored block holds (its length is a 16-bit field).
    private static let storedLimit = 65535

    /// Writes `block`, which stands for the bytes `covered` (a stored block copies them);
    /// `isLast` marks it as the stream's end.
    mutating func write(_ block: DeflateBlock, covering covered: UnsafeBufferPointer<UInt8>, isLast: Bool) {
        let fixedBitCount = Self.bitCount(of: block, Self.fixedLiteralLengthCode, Self.fixedDistanceCode)
        let dynamic = DeflateDynamicCodes(
            literalLengthCounts: block.literalLengthCounts, distanceCounts: block.distanceCounts)
        let dynamicBitCount = dynamic.headerBitCount + Self.bitCount(of: block, dynamic.literalLength, dynamic.distance)
        if Self.storedBitCount(covered.count) < 3 + min(fixedBitCount, dynamicBitCount) {
            writeStored(covered, isLast: isLast)
        } else if fixedBitCount <= dynamicBitCount {
            bits.write(isLast ? 1 : 0, count: 1)
            bits.write(1, count: 2)
            writeSymbols(of: block, Self.fixedLiteralLengthCode, Self.fixedDistanceCode)
        } else {
            bits.write(isLast ? 1 : 0, count: 1)
            bits.write(2, count: 2)
            dynamic.writeHeader(to: &bits)
            writeSymbols(of: block, dynamic.literalLength, dynamic.distance)
        }
    }

    /// Writes an empty stored block, not the last: the stream so far then ends on a byte boundary.
    mutating func endOnByteBoundary() {
        writeStored(UnsafeBufferPointer(start: nil, count: 0), isLast: false)
    }

    /// The stream: the blocks written, the last byte padded with zero bits.
    mutating func finish() -> [UInt8] {
        bits.alignToByte()
        return bits.bytes
    }

    /// The bits of `count` bytes in stored blocks, counting a whole byte for each block's header
    /// and its padding.
    private static func storedBitCount(_ count: Int) -> Int {
        let blocks = max((count + storedLimit - 1) / storedLimit, 1)
        return 8 * (count + 5 * blocks)
    }

    /// The bits of `block`'s symbols and its end in the given codes.
    private static func bitCount(of block: DeflateBlock, _ literalLength: HuffmanCode, _ distance: HuffmanCode) -> Int {
        var total = literalLength.lengths[DeflateAlphabet.endOfBlock]
        for (symbol, count) in block.literalLengthCounts.enumerated() where count > 0 {
            let extraBits =
                symbol > DeflateAlphabet.endOfBlock
                ? DeflateAlphabet.lengthExtraBits[symbol - DeflateAlphabet.endOfBlock - 1] : 0
            total += count * (literalLength.lengths[symbol] + extraBits)
        }
        for (symbol, count) in block.distanceCounts.enumerated() where count > 0 {
            total += count * (distance.lengths[symbol] + DeflateAlphabet.distanceExtraBits[symbol])
        }
        return total
    }

    private mutating func writeStored(_ covered: UnsafeBufferPointer<UInt8>, isLast: Bool) {
        var start = 0
        repeat {
            let end = min(start + Self.storedLimit, covered.count)
            bits.write(isLast && end == covered.count ? 1 : 0, count: 1)
            bits.write(0, count: 2)
            bits.alignToByte()
            let length = UInt32(end - start)
            bits.write(length | (~length & 0xFFFF) << 16, count: 32)
            bits.writeAligned(UnsafeBufferPointer(rebasing: covered[start..<end]))
            start = end
        } while start < covered.count
    }

    /// Writes the block's symbols and its end in the given codes.
    private mutating func writeSymbols(of block: DeflateBlock, _ literalLength: HuffmanCode, _ distance: HuffmanCode) {
        let literalLengthCodes = literalLength.codes, literalLengthLengths = literalLength.lengths
        let distanceCodes = distance.codes, distanceLengths = distance.lengths
        let lengthBases = DeflateAlphabet.lengthBases, lengthExtraBits = DeflateAlphabet.lengthExtraBits
        let distanceBases = DeflateAlphabet.distanceBases, distanceExtraBits = DeflateAlphabet.distanceExtraBits
        for symbol in block.symbols {
            if symbol < 1 << 16 {
                bits.write(literalLengthCodes[Int(symbol)], count: literalLengthLengths[Int(symbol)])
                continue
            }
            let lengthLessThree = Int(symbol >> 16) - DeflateAlphabet.minimumMatch
            let lengthCode = DeflateAlphabet.lengthCode(lengthLessThree)
            let lengthSymbol = DeflateAlphabet.endOfBlock + 1 + lengthCode
            let lengthCodeBits = literalLengthLengths[lengthSymbol]
            let lengthExtra = UInt32(lengthLessThree - lengthBases[lengthCode])
            bits.write(
                literalLengthCodes[lengthSymbol] | lengthExtra << UInt32(lengthCodeBits),
                count: lengthCodeBits + lengthExtraBits[lengthCode])
            let distanceLessOne = Int(symbol & 0xFFFF)
            let distanceCode = DeflateAlphabet.distanceCode(distanceLessOne)
            let distanceCodeBits = distanceLengths[distanceCode]
            let distanceExtra = UInt32(distanceLessOne - distanceBases[distanceCode])
            bits.write(
                distanceCodes[distanceCode] | distanceExtra << UInt32(distanceCodeBits),
                count: distanceCodeBits + distanceExtraBits[distanceCode])
        }
        bits.write(literalLengthCodes[DeflateAlphabet.endOfBlock], count: literalLengthLengths[DeflateAlphabet.endOfBlock])
    }
}
