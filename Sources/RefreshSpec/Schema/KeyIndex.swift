import YAML

/// The positions of a table's key names, found without hashing whole strings: an
/// open-addressed table indexed by a name's length and its first and last bytes, which are
/// read in constant time. A probe ends at an empty slot, or at a slot whose name is equal.
///
/// Decoding looks keys up for every entry of every mapping; with the standard library's
/// seeded hashing this was a sizeable share of validation time.
struct KeyIndex: Sendable {
    /// Positions into `names`, or -1 for an empty slot; the count is a power of two.
    private let slots: [Int]
    /// Each slot's name's hash: a probe passes a slot of another name by comparing these,
    /// without comparing the strings (which, when they differ, is a call into the runtime).
    private let slotHashes: [Int]
    private let names: [String]
    /// Every name's bytes one after another, and where each starts (one more at the end), for
    /// looking up a key's bytes without making a string of them.
    private let nameBytes: [UInt8]
    private let nameStarts: [Int]

    /// Indexes names; for a name that occurs twice, the first position is found.
    init(_ names: [String]) {
        var capacity = 4
        while capacity < names.count * 2 { capacity *= 2 }
        var slots = Array(repeating: -1, count: capacity)
        var slotHashes = Array(repeating: 0, count: capacity)
        for (position, name) in names.enumerated() {
            let hash = Self.hash(name)
            var slot = hash & (capacity - 1)
            while slots[slot] >= 0, names[slots[slot]] != name { slot = (slot + 1) & (capacity - 1) }
            if slots[slot] < 0 {
                slots[slot] = position
                slotHashes[slot] = hash
            }
        }
        self.slots = slots
        self.slotHashes = slotHashes
        self.names = names
        nameBytes = names.flatMap(\.utf8)
        var starts = [0]
        for name in names { starts.append(starts[starts.count - 1] + name.utf8.count) }
        nameStarts = starts
    }

    /// The position of a name, or nil when the table has no such key.
    func position(of name: String) -> Int? {
        probe(hash: Self.hash(name)) { names[$0] == name }
    }

    /// The position of a name given as UTF-8 bytes, compared byte for byte (the names are ASCII,
    /// and no other text is canonically equal to an ASCII one of its length).
    func position(ofUTF8 name: UnsafeBufferPointer<UInt8>) -> Int? {
        nameBytes.withUnsafeBufferPointer { bytes in
            probe(hash: Self.hash(count: name.count, first: name.first ?? 0, last: name.last ?? 0)) { position in
                let start = nameStarts[position]
                let candidate = UnsafeBufferPointer(
                    start: bytes.baseAddress.map { $0 + start }, count: nameStarts[position + 1] - start)
                return name.hasSameBytes(as: candidate)
            }
        }
    }

    /// The slots of `hash` in probe order, until an empty one (nil) or the position of a name
    /// that `isName` accepts; only slots of the same hash are offered to it.
    private func probe(hash: Int, isName: (Int) -> Bool) -> Int? {
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let position = slots[slot]
            guard position >= 0 else { return nil }
            if slotHashes[slot] == hash, isName(position) { return position }
            slot = (slot + 1) & mask
        }
    }

    /// Length and first and last bytes, mixed; distinct enough for tables of a few dozen keys.
    /// The bytes are read from the string's contiguous storage (always there for native
    /// strings); `utf8.last` is slower than the whole lookup otherwise.
    private static func hash(_ name: String) -> Int {
        let utf8 = name.utf8
        let ends =
            utf8.withContiguousStorageIfAvailable { bytes in (bytes.first ?? 0, bytes.last ?? 0) }
            ?? (utf8.first ?? 0, utf8.last ?? 0)
        return hash(count: utf8.count, first: ends.0, last: ends.1)
    }

    private static func hash(count: Int, first: UInt8, last: UInt8) -> Int {
        (count &* 0x9E37 &+ Int(first) &* 0x3B &+ Int(last) &* 0x7F1) ^ (count >> 2)
    }
}
