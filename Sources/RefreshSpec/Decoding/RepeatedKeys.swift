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

    /// Where the first key named `name` is written when a pair before `index` has it, else nil
    /// (and the key at `index` is the first of its name). `position` is the key's position in
    /// the table, nil for an unknown key.
    mutating func firstMark(of name: String, at index: Int, position: Int?, in mapping: Node.Mapping) -> Mark? {
        if firstPairs != nil {
            if let first = firstPairs?[name] { return mapping.pairs[first].key.mark }
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
            // Lengths first: most keys differ in length, and that is cheaper to see than inequality.
            if case .scalar(let key) = mapping.pairs[earlier].key, key.text.utf8.count == name.utf8.count, key.text == name {
                return key.mark
            }
        }
        return nil
    }
}
