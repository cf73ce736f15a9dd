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
    mutating func firstMark(of key: Document.Scalar, at index: Int, position: Int?, in mapping: Document.Mapping) -> Mark? {
        if firstPairs != nil {
            let name = key.text
            if let first = firstPairs?[name] { return mapping.pairs.key(at: first).mark }
            firstPairs?[name] = index
            return nil
        }
        if let position, position < 64 {
            let bit: UInt64 = 1 << UInt64(position)
            guard seenPositions & bit != 0 else {
                seenPositions |= bit
                return nil
            }
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
