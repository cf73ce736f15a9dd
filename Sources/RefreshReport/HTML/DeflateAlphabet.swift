/// DEFLATE's alphabets (RFC 1951 §3.2.5): the literal/length codes 0…285 (256 ends a block,
/// 257…285 are match lengths 3…258) and the distance codes 0…29 (distances 1…32768), each code
/// followed by extra bits that pick a value within its range.
enum DeflateAlphabet {
    /// The number of literal/length codes a block may use (286 and 287 never occur).
    static let literalLengthCount = 286
    /// The number of distance codes a block may use (30 and 31 never occur).
    static let distanceCount = 30
    /// The literal/length code that ends a block.
    static let endOfBlock = 256
    /// The shortest and the longest match.
    static let minimumMatch = 3
    static let maximumMatch = 258
    /// The farthest a match may reach back.
    static let window = 32768

    /// The first length of each length code 257…285, less 3.
    static let lengthBases: [Int] = [
        0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 28, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 255,
    ]
    /// The extra bits of each length code 257…285.
    static let lengthExtraBits: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// The first distance of each distance code, less 1.
    static let distanceBases: [Int] = [
        0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096,
        6144, 8192, 12288, 16384, 24576,
    ]
    /// The extra bits of each distance code.
    static let distanceExtraBits: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// The length code (0…28, for 257…285) of a length less 3 (0…255): from 8 on, four codes
    /// for each power of two, told apart by the two bits below the highest; 255 (length 258)
    /// has a code of its own.
    @inline(__always)
    static func lengthCode(_ lengthLessThree: Int) -> Int {
        guard lengthLessThree >= 8 else { return lengthLessThree }
        guard lengthLessThree < 255 else { return 28 }
        let highestBit = Int.bitWidth - 1 - lengthLessThree.leadingZeroBitCount
        return 4 * (highestBit - 1) + ((lengthLessThree >> (highestBit - 2)) & 3)
    }

    /// The distance code (0…29) of a distance less 1 (0…32767): from 4 on, two codes for each
    /// power of two, told apart by the bit below the highest.
    @inline(__always)
    static func distanceCode(_ distanceLessOne: Int) -> Int {
        guard distanceLessOne >= 4 else { return distanceLessOne }
        let highestBit = Int.bitWidth - 1 - distanceLessOne.leadingZeroBitCount
        return 2 * highestBit + ((distanceLessOne >> (highestBit - 1)) & 1)
    }

    /// The fixed code lengths (§3.2.6) of the literal/length codes 0…287 and the distance codes 0…29.
    static let fixedLiteralLengthLengths: [Int] =
        Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24)
        + Array(repeating: 8, count: 8)
    static let fixedDistanceLengths: [Int] = Array(repeating: 5, count: distanceCount)

    /// The order in which a dynamic block's header gives the code lengths of the code-length
    /// alphabet (§3.2.7).
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
