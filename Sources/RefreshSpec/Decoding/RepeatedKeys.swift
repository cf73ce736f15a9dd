import Diagnostics
import YAML

/// Tells which keys of a mapping repeat an earlier key, as the mapping's pairs are read in
/// order. A key the table knows is told by its position, without comparing names; another key
/// is compared with the keys before it, or, in a large mapping (a hostile file can hold hundreds
/// of thousands of keys), looked up in an index of each name's first pair, so the check stays linear.
struct RepeatedKeys {
    /// The positions (below 64) of the known keys read so far, one bit each.
    private var seenPositions: UInt64 = 0
    /// The first pair of each key name, for a large mapping; nil for a small one.
    private var firstPairs: [String: Int]?

    /// Ready to read a mapping of `pairCount` pairs.
    init(pairCount: Int) {
        firstPairs = pairCount > 32 ? [:] : nil
    }

    /// Where the first key with the text of `key` is written when a pair before `index` has it,
    /// else nil (and `key`, at `index`, is the first of its name). `position` is the key's
    /// position in the table, nil for an unknown key.
    @inline(__always)  // for every key of every mapping: a known key seen once is told here, with no call
    mutating func firstMark(of key: Document.Scalar, at index: Int, position: Int?, in mapping: Document.Mapping) -> Mark? {
        if firstPairs == nil, let position, position < 64, seenPositions & (1 << UInt64(position)) == 0 {
            seenPositions |= 1 << UInt64(position)
            return nil
        }
        return earlierMark(of: key, at: index, in: mapping)
    }

    /// ``firstMark(of:at:position:in:)`` of a large mapping, an unknown key, a key past the
    /// 64th of its table, or a known key seen before.
    private mutating func earlierMark(
        of key: Document.Scalar, at index: Int, in mapping: Document.Mapping
    ) -> Mark? {
        if firstPairs != nil {
            let name = key.text
            if let first = firstPairs?[name] { return mapping.pairs.key(at: first).mark }
            firstPairs?[name] = index
            return nil
        }
        for earlier in 0..<index {
            // Bytes, not strings: no string is made for a key that is not repeated.
            if case .scalar(let earlierKey) = mapping.pairs.key(at: earlier), earlierKey.hasSameBytes(as: key) {
                return earlierKey.mark
            }
        }
        return nil
    }
}
