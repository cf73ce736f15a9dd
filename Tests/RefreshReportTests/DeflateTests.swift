import Foundation
import RefreshReport
import Testing

/// Raw DEFLATE streams inflated by the consumer's kind of inflater, Python's
/// `zlib.decompressobj(-15)` (raw: no zlib or gzip wrapper), which must give the input back,
/// end at the final block and leave nothing after it.
@Suite struct DeflateTests {
    private static let inflate = """
        import sys, zlib
        inflater = zlib.decompressobj(-15)
        output = inflater.decompress(open(sys.argv[1], 'rb').read()) + inflater.flush()
        if not inflater.eof:
            sys.exit('the stream has no final block')
        if inflater.unused_data:
            sys.exit('%d bytes after the final block' % len(inflater.unused_data))
        sys.stdout.buffer.write(output)
        """

    /// Compresses `input`, inflates the stream with Python and expects `input` back; returns the
    /// stream's size.
    @discardableResult
    private static func roundTrip(_ input: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let compressed = Deflate.compress(input)
        let inflated = try Python.run(inflate, input: compressed)
        #expect(inflated.count == input.count, sourceLocation: sourceLocation)
        #expect(inflated == input, sourceLocation: sourceLocation)
        return compressed.count
    }

    private static func randomBytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    @Test func emptyInput() throws {
        // One final fixed block holding only the end-of-block code: 3 header bits and 7 code
        // bits, two bytes.
        #expect(try Self.roundTrip([]) == 2)
    }

    @Test func oneByte() throws {
        try Self.roundTrip([0x41])
    }

    /// Runs longer than the longest match (258): a run is a match at distance 1 after its first
    /// byte, cut into several matches.
    @Test func runsLongerThanTheLongestMatch() throws {
        let input =
            Array(repeating: UInt8(ascii: "a"), count: 1000) + [UInt8(ascii: "b")]
            + Array(repeating: UInt8(ascii: "a"), count: 600) + Array(repeating: 0, count: 259)
        let size = try Self.roundTrip(input)
        #expect(size < 40, "\(size) bytes for 1,860 bytes in 3 runs")
    }

    /// 32 KiB of random bytes twice, the second copy at distance exactly 32768 (the window's
    /// farthest): found, it costs matches of 258 bytes (about 4 bytes each), not 32 KiB. A copy
    /// one byte farther is out of reach and is written as it is.
    @Test func matchesAtTheWindowsFarEdge() throws {
        let random = Self.randomBytes(32768 + 1, seed: 32768)
        let atEdge = Array(random[..<32768]) + random[..<32768]
        let atEdgeSize = try Self.roundTrip(atEdge)
        let beyond = random + random[..<32768]
        let beyondSize = try Self.roundTrip(beyond)
        #expect(beyondSize > beyond.count, "\(beyondSize) bytes")
        // What the input costs past its first 32 KiB: the copy at the edge, in 128 matches,
        // and the block headers: less than a tenth of the copy beyond the edge.
        #expect((atEdgeSize - 32768) * 10 < beyondSize - 32769, "\(atEdgeSize) and \(beyondSize) bytes")
    }

    /// Random bytes cannot be compressed: they go into stored blocks (at most 65,535 bytes each,
    /// 5 bytes of header), no longer than that.
    @Test func randomBytesStayTheirSize() throws {
        let input = Self.randomBytes(200_000, seed: 1951)
        let size = try Self.roundTrip(input)
        // 200,000 bytes in blocks of up to 16,384 symbols: 13 blocks of 5 header bytes each at most.
        #expect(size <= input.count + 13 * 5, "\(size) bytes")
    }

    /// A real filmstrip, as the HTML report will carry it. Measured: 86,094 bytes to 7,988 (10.8
    /// times smaller); in fixed codes only it would be 9,174 (9.4 times), stored 86,000 and more,
    /// so the bound fails if the dynamic codes are lost.
    @Test func filmstripPicture() throws {
        let svg = Array(RunPicture.render(try FilmstripFixtures.example("header.yaml")).utf8)
        let size = try Self.roundTrip(svg)
        #expect(size * 10 < svg.count, "\(svg.count) bytes compressed to \(size)")
    }

    /// Runs of one byte each, whose lengths (3 to 59) occur as often as the Fibonacci numbers
    /// (the shortest 6,765 times, the longest once), the run bytes chosen so that few runs meet
    /// in the same pair of bytes: mostly a literal and a match at distance 1 each. The skewed
    /// counts give code lengths whose own Huffman code, found unlimited, is 8 bits deep (seen
    /// when this test was written), one more than a dynamic header can give it: it is limited
    /// to 7.
    @Test func codeLengthsDeeperThanTheHeaderAllows() throws {
        let lengths = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59]
        var fibonacci = [1, 1]
        while fibonacci.count < lengths.count {
            fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2])
        }
        var runs: [Int] = []
        for (length, count) in zip(lengths, fibonacci.reversed()) {
            runs += repeatElement(length, count: count)
        }
        // Mixed: every 7,919th run in turn (a prime, so every run once).
        let mixed = (0..<runs.count).map { runs[$0 * 7919 % runs.count] }
        var input: [UInt8] = []
        for (index, length) in mixed.enumerated() {
            // Byte x * step for x = 0…255, the odd steps in turn: consecutive bytes differ by
            // `step`, each pair once per step.
            let step = 2 * (index / 256) + 1
            input += repeatElement(UInt8(truncatingIfNeeded: index % 256 * step), count: length + 1)
        }
        try Self.roundTrip(input)
    }

    @Test func textInCJKAndEmoji() throws {
        let lines = (0..<400).map { "第\($0)步：下拉刷新 🔄 松开立即刷新 ✅ 正在刷新数据中… 😀👍🏽 最后更新：今天 \($0 % 24):\($0 % 60)\n" }
        try Self.roundTrip(Array(lines.joined().utf8))
    }

    /// 1 MiB of repetitive text: many blocks of long matches.
    @Test func oneMebibyteOfRepetitiveText() throws {
        var text = ""
        var step = 0
        while text.utf8.count < 1 << 20 {
            text += "<g class=\"frame\" data-step=\"\(step)\"><rect x=\"\(step % 7 * 40)\" width=\"375\" height=\"667\"/></g>\n"
            step += 1
        }
        let input = Array(text.utf8.prefix(1 << 20))
        let size = try Self.roundTrip(input)
        #expect(size * 10 < input.count, "\(size) bytes")
    }

    /// A collection not laid out in memory in one piece is compressed as its bytes are.
    @Test func nonContiguousCollection() throws {
        let bytes = (0..<5000).lazy.map { UInt8(truncatingIfNeeded: $0 % 251) }
        let inflated = try Python.run(Self.inflate, input: Deflate.compress(bytes))
        #expect(inflated == Array(bytes))
    }
}
