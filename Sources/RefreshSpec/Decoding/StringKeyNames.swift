import YAML

/// The keys of the first locale of `strings`, handed out again for a label key written with the
/// same bytes: one string per key rather than one more made from the document for every label
/// that names it, and the string checks, which compare label keys with the keys of `strings`,
/// then find them equal by identity, without comparing their bytes.
///
/// Labels mostly name the keys in the order `strings` lists them, so the key after the last one
/// found is tried first; a block of more than ``searchLimit`` keys is searched no further than
/// that, so the search stays linear in the labels however long the block is.
struct StringKeyNames {
    /// The first locale's texts, whose keys are handed out.
    private let texts: [StringsBlock.Text]
    /// Where the next label's key is looked for first.
    private var next = 0

    /// The most keys searched one by one for a label key.
    static let searchLimit = 32

    /// The names of a block's first locale's keys.
    init(_ block: StringsBlock) {
        texts = block.locales.first?.entries ?? []
    }

    /// The text of `scalar`: a key of the first locale when it has the same bytes, else a string
    /// made from the document (an equal text written with other bytes is another string).
    mutating func name(of scalar: Document.Scalar) -> String {
        guard !texts.isEmpty else { return scalar.text }
        let found = scalar.withUTF8 { bytes -> Int? in
            if next < texts.count, Self.key(texts[next].key, is: bytes) { return next }
            guard texts.count <= Self.searchLimit else { return nil }
            return texts.indices.first { Self.key(texts[$0].key, is: bytes) }
        }
        guard let found else { return scalar.text }
        next = found + 1
        return texts[found].key
    }

    /// Whether a key's UTF-8 is `bytes`: lengths first, which tell most keys apart. (Bytes, not
    /// `==`: an equal text written with other bytes is not these bytes.)
    private static func key(_ key: String, is bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let utf8 = key.utf8
        guard utf8.count == bytes.count else { return false }
        return utf8.withContiguousStorageIfAvailable { $0.hasSameBytes(as: bytes) } ?? utf8.elementsEqual(bytes)
    }
}
