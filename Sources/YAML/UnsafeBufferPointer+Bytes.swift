#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Comparisons of UTF-8 bytes with words and with other bytes, without making strings: for
/// scalars read from a ``Document`` and the key tables.
extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes are those of `word`.
    package func isText(_ word: StaticString) -> Bool {
        guard word.utf8CodeUnitCount == count else { return false }
        for offset in 0..<count where self[offset] != word.utf8Start[offset] { return false }
        return true
    }

    /// Whether the bytes are the same as `other`'s.
    package func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard let start = baseAddress, let otherStart = other.baseAddress else { return count == 0 }
        // Keys are short: a loop is cheaper than the call for them.
        guard count > 16 else {
            for offset in 0..<count where start[offset] != otherStart[offset] { return false }
            return true
        }
        return memcmp(start, otherStart, count) == 0
    }

    /// Whether the bytes are those of one of `words`.
    func isAny(of words: [StaticString]) -> Bool {
        words.contains { isText($0) }
    }
}
