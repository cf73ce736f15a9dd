/// Comparisons of UTF-8 bytes with words and with other bytes, without making strings: for
/// scalars read from a ``Document`` and the key tables.
extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes are those of `word`.
    package func isText(_ word: StaticString) -> Bool {
        hasSameBytes(as: UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// Whether the bytes are the same as `other`'s. Keys and words are short: they are compared
    /// eight bytes at a time, then four, two and one, in line where they are looked up.
    @inlinable
    public func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard let start = baseAddress, let otherStart = other.baseAddress else { return count == 0 }
        let left = UnsafeRawPointer(start)
        let right = UnsafeRawPointer(otherStart)
        var offset = 0
        while offset &+ 8 <= count {
            guard Self.sameWord(UInt64.self, left, right, at: offset) else { return false }
            offset &+= 8
        }
        if offset &+ 4 <= count {
            guard Self.sameWord(UInt32.self, left, right, at: offset) else { return false }
            offset &+= 4
        }
        if offset &+ 2 <= count {
            guard Self.sameWord(UInt16.self, left, right, at: offset) else { return false }
            offset &+= 2
        }
        return offset == count || start[offset] == otherStart[offset]
    }

    /// Whether the `Word` at `offset` of both is the same.
    @inlinable
    static func sameWord<Word: FixedWidthInteger>(
        _: Word.Type, _ left: UnsafeRawPointer, _ right: UnsafeRawPointer, at offset: Int
    ) -> Bool {
        left.loadUnaligned(fromByteOffset: offset, as: Word.self) == right.loadUnaligned(fromByteOffset: offset, as: Word.self)
    }

    /// The bytes as a string, invalid UTF-8 replaced as `String(decoding:as:)` replaces it. A
    /// short ASCII text (most keys, words and numbers) is made in place, without the separate
    /// validation pass that `String(decoding:as:)` makes.
    package var decodedString: String {
        String(unsafeUninitializedCapacity: count) { buffer in
            guard let start = baseAddress, let target = buffer.baseAddress else { return 0 }
            target.initialize(from: start, count: count)
            return count
        }
    }

    /// Whether the bytes are those of one of `words`.
    func isAny(of words: [StaticString]) -> Bool {
        words.contains { isText($0) }
    }
}
