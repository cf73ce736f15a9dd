import YAML

/// The positions of a table's key names, found without hashing whole strings: an
/// open-addressed table indexed by a name's length and its first and last bytes, which are
/// read in constant time. A probe ends at an empty slot, or at a slot whose name is equal.
///
/// Decoding looks keys up for every entry of every mapping; with the standard library's
/// seeded hashing this was a sizeable share of validation time.
struct KeyIndex: Sendable {
    /// One slot of the table: a name's hash and position, and where its bytes are in
    /// ``nameBytes``; a position of -1 marks an empty slot. Side by side, so that a probe reads
    /// one small element and most probes touch one cache line.
    private struct Slot {
        var hash: Int32 = 0
        var position: Int32 = -1
        var start: Int32 = 0
        var count: Int32 = 0
    }

    /// The slots; the count is a power of two.
    private let slots: [Slot]
    private let names: [String]
    /// Every name's bytes one after another, for looking up a key's bytes without making a
    /// string of them.
    private let nameBytes: [UInt8]

    /// Indexes names; for a name that occurs twice, the first position is found.
    init(_ names: [String]) {
        var capacity = 4
        while capacity < names.count * 2 { capacity *= 2 }
        var slots = Array(repeating: Slot(), count: capacity)
        var nameBytes: [UInt8] = []
        for (position, name) in names.enumerated() {
            let start = nameBytes.count
            nameBytes += name.utf8
            let hash = Self.hash(name)
            var slot = Int(hash) & (capacity - 1)
            while slots[slot].position >= 0, names[Int(slots[slot].position)] != name { slot = (slot + 1) & (capacity - 1) }
            if slots[slot].position < 0 {
                slots[slot] = Slot(hash: hash, position: Int32(position), start: Int32(start), count: Int32(name.utf8.count))
            }
        }
        self.slots = slots
        self.names = names
        self.nameBytes = nameBytes
    }

    /// The position of a name, or nil when the table has no such key.
    func position(of name: String) -> Int? {
        probe(hash: Self.hash(name)) { slot, _ in names[Int(slot.position)] == name }
    }

    /// The position of a name given as UTF-8 bytes, compared byte for byte (the names are ASCII,
    /// and no other text is canonically equal to an ASCII one of its length).
    func position(ofUTF8 name: UnsafeBufferPointer<UInt8>) -> Int? {
        probe(hash: Self.hash(count: name.count, first: name.first ?? 0, last: name.last ?? 0)) { slot, bytes in
            name.hasSameBytes(as: UnsafeBufferPointer(rebasing: bytes[Int(slot.start)..<Int(slot.start + slot.count)]))
        }
    }

    /// The slots of `hash` in probe order, until an empty one (nil) or the position of a slot
    /// whose name `isName` accepts (given the slot and ``nameBytes``); only slots of the same
    /// hash are offered to it.
    private func probe(hash: Int32, isName: (Slot, UnsafeBufferPointer<UInt8>) -> Bool) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            nameBytes.withUnsafeBufferPointer { bytes in
                var index = Int(hash) & (slots.count - 1)
                while slots[index].position >= 0 {
                    if slots[index].hash == hash, isName(slots[index], bytes) { return Int(slots[index].position) }
                    index = (index + 1) & (slots.count - 1)
                }
                return nil
            }
        }
    }

    /// Length and first and last bytes, mixed; distinct enough for tables of a few dozen keys.
    /// The bytes are read from the string's contiguous storage (always there for native
    /// strings); `utf8.last` is slower than the whole lookup otherwise.
    private static func hash(_ name: String) -> Int32 {
        let utf8 = name.utf8
        let ends =
            utf8.withContiguousStorageIfAvailable { bytes in (bytes.first ?? 0, bytes.last ?? 0) }
            ?? (utf8.first ?? 0, utf8.last ?? 0)
        return hash(count: utf8.count, first: ends.0, last: ends.1)
    }

    private static func hash(count: Int, first: UInt8, last: UInt8) -> Int32 {
        Int32(truncatingIfNeeded: (count &* 0x9E37 &+ Int(first) &* 0x3B &+ Int(last) &* 0x7F1) ^ (count >> 2))
    }
}
