import Foundation
import RefreshReport
import Testing

/// SHA-256 against the examples of FIPS 180-4 (NIST's "SHA256.pdf" and the long-message
/// vectors) and against Python's `hashlib`.
@Suite struct SHA256Tests {
    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
    ])
    func exampleMessages(message: String, digest: String) {
        #expect(Self.hex(SHA256.digest(Array(message.utf8))) == digest)
    }

    /// One million 'a' (FIPS 180-4's long message), read from a collection that is not
    /// contiguous in memory.
    @Test func oneMillionA() {
        let digest = SHA256.digest(repeatElement(UInt8(ascii: "a"), count: 1_000_000))
        #expect(Self.hex(digest) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Every length from 0 to 200 bytes, across the padding's edges (55, 56 and 64 bytes, and
    /// their multiples of 64 on), against `hashlib`.
    @Test func lengthsUpTo200AgreeWithHashlib() throws {
        var generator = SplitMix64(seed: 180_4)
        let message = (0..<200).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let script = """
            import hashlib, sys
            data = open(sys.argv[1], 'rb').read()
            for length in range(len(data) + 1):
                print(hashlib.sha256(data[:length]).hexdigest())
            """
        let expected = String(decoding: try Python.run(script, input: message), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        #expect(expected.count == 201)
        for length in 0...200 where length < expected.count {
            #expect(Self.hex(SHA256.digest(message[..<length])) == expected[length], "length \(length)")
        }
    }
}
