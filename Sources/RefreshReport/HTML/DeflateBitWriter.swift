/// DEFLATE's bit stream (RFC 1951 §3.1.1): values packed from the lowest bit of each byte up,
/// a value's lowest bit first.
struct DeflateBitWriter {
    /// The bytes written whole.
    private(set) var bytes: [UInt8] = []
    /// Bits not yet written, lowest first: `pendingCount` of them, fewer than 32 between calls.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// Writes the low `count` bits of `value` (at most 32; the bits above them are zero).
    @inline(__always)
    mutating func write(_ value: UInt32, count: Int) {
        pending |= UInt64(value) << UInt64(pendingCount)
        pendingCount += count
        if pendingCount >= 32 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            bytes.append(UInt8(truncatingIfNeeded: pending >> 8))
            bytes.append(UInt8(truncatingIfNeeded: pending >> 16))
            bytes.append(UInt8(truncatingIfNeeded: pending >> 24))
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Writes zero bits up to the next byte boundary, and the pending bytes.
    mutating func alignToByte() {
        while pendingCount > 0 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount = max(pendingCount - 8, 0)
        }
    }

    /// Writes bytes as they are, after ``alignToByte()``.
    mutating func writeAligned(_ raw: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: raw)
    }
}
