import Foundation
import RefreshReport
import Testing

/// DEFLATE after a preset dictionary, as the HTML report uses it: a stream that continues the
/// dictionary's ``Deflate/preamble(_:)`` gives the dictionary then the input when the two are
/// inflated together (what the page's script does), and the input alone when Python's `zlib`
/// inflates it with the dictionary as `zdict`; matches into the dictionary make it smaller.
@Suite struct DeflateDictionaryTests {
    /// Inflates the file's stream with `zdict` set to the file's first `dictionary` bytes, and,
    /// together, the preamble and the stream; prints both outputs, each after its length.
    private static let inflate = """
        import struct, sys, zlib
        data = open(sys.argv[1], 'rb').read()
        (dictionary_length, preamble_length) = struct.unpack('<II', data[:8])
        dictionary = data[8:8 + dictionary_length]
        preamble = data[8 + dictionary_length:8 + dictionary_length + preamble_length]
        stream = data[8 + dictionary_length + preamble_length:]
        def whole(inflater, data):
            output = inflater.decompress(data) + inflater.flush()
            if not inflater.eof or inflater.unused_data:
                sys.exit('the stream does not end at its final block')
            return output
        alone = whole(zlib.decompressobj(-15, zdict=dictionary), stream)
        together = whole(zlib.decompressobj(-15), preamble + stream)
        for output in (alone, together):
            sys.stdout.buffer.write(struct.pack('<I', len(output)) + output)
        """

    /// What Python makes of `input` compressed after `dictionary`: the stream inflated alone
    /// with the dictionary, and the preamble and the stream inflated together.
    private static func inflated(_ input: [UInt8], after dictionary: [UInt8]) throws -> (alone: [UInt8], together: [UInt8]) {
        let preamble = Deflate.preamble(dictionary)
        func length(_ count: Int) -> [UInt8] { withUnsafeBytes(of: UInt32(count).littleEndian) { Array($0) } }
        let file =
            length(dictionary.count) + length(preamble.count) + dictionary + preamble
            + Deflate.compress(input, after: dictionary)
        let output = try Python.run(inflate, input: file)
        func piece(at start: Int) -> (bytes: [UInt8], end: Int) {
            let count =
                Int(output[start]) | Int(output[start + 1]) << 8 | Int(output[start + 2]) << 16 | Int(output[start + 3]) << 24
            return (Array(output[start + 4..<start + 4 + count]), start + 4 + count)
        }
        let alone = piece(at: 0)
        return (alone.bytes, piece(at: alone.end).bytes)
    }

    static let dictionary = Array(
        (0..<40).map { "<rect x=\"\($0 * 7)\" y=\"98\" width=\"225\" class=\"row\" fill=\"#F2F5FA\"/>\n" }.joined().utf8)

    @Test(arguments: [
        "", "x", "<rect x=\"16\" y=\"98\" width=\"225\" class=\"row\" fill=\"#F2F5FA\"/>\n",
        String(repeating: "<text class=\"row-label\">下拉可以刷新 🙂</text>\n", count: 300),
    ])
    func givesTheInputAfterTheDictionary(_ text: String) throws {
        let input = Array(text.utf8)
        let (alone, together) = try Self.inflated(input, after: Self.dictionary)
        #expect(alone == input)
        #expect(together == Self.dictionary + input)
    }

    @Test func anEmptyDictionaryIsAnEmptyPreamble() throws {
        let input = Array("a view without a dictionary".utf8)
        let (alone, together) = try Self.inflated(input, after: [])
        #expect(alone == input && together == input)
    }

    /// A dictionary longer than the window: only its last 32 KiB can be reached, and the stream
    /// still gives the input.
    @Test func aDictionaryLongerThanTheWindow() throws {
        let dictionary = Array(String(repeating: "0123456789abcdef", count: 3_000).utf8)  // 48,000 bytes
        let input = Array(String(repeating: "fedcba9876543210", count: 100).utf8)
        let (alone, together) = try Self.inflated(input, after: dictionary)
        #expect(alone == input)
        #expect(together == dictionary + input)
    }

    /// Text that is in the dictionary costs a few matches when the dictionary is there: 1,000
    /// bytes of random letters that would stay about their size alone.
    @Test func matchesIntoTheDictionaryMakeTheStreamSmaller() {
        var generator = SplitMix64(seed: 36)
        let dictionary = (0..<20_000).map { _ in UInt8.random(in: 97...122, using: &generator) }
        let input = Array(dictionary[5_000..<6_000])
        let after = Deflate.compress(input, after: dictionary).count
        let alone = Deflate.compress(input).count
        #expect(alone > 500)
        #expect(after * 10 < alone, "\(after) bytes after the dictionary, \(alone) alone")
    }
}
