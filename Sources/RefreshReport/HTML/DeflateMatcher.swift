/// LZ77 for DEFLATE: the input as literals and back-references (matches of 3…258 bytes at most
/// 32 KiB back), found as zlib finds them.
///
/// Each position's first 3 bytes are hashed; `head` keeps the last position of each hash and
/// `previous` chains every position to the one before it with the same hash. A search follows
/// that chain for the longest match, at most ``chainLimit`` links (so the time per byte is
/// bounded, whatever the input), stopping at the window's edge or at a match of
/// ``goodEnough`` bytes. Matching is lazy: a match found at one position is written only when
/// the next position does not start a longer one, else a literal is written and the longer
/// match waits in turn.
enum DeflateMatcher {
    /// The most chain links a search follows: measured on pictures and a whole page (see
    /// Benchmarks/Report/README.md, "Deflate"), twice as many links make the output about 1 %
    /// smaller and the search about 15 % slower.
    static let chainLimit = 32
    /// A match this long ends a search.
    static let goodEnough = 128
    /// A match this long is written without looking for a longer one at the next position.
    static let lazyLimit = 32
    /// A search after a match this long follows a quarter of the links.
    static let shortenChainAfter = 8
    /// A 3-byte match farther back than this is written as literals (zlib's `TOO_FAR`: its
    /// distance code and extra bits cost about what three literals do).
    static let farthestShortMatch = 4096

    /// The most bytes one search covers: positions are kept in 32 bits (half the memory, so
    /// that a small input's tables stay small), and a longer input is searched a part at a time,
    /// no match reaching from one part into the one before.
    static let partLimit = 1 << 30

    /// Hands `input`'s literals and matches after its first `history` bytes to `write` a block
    /// at a time, with the bytes each block covers, and whether it is the last; nothing after
    /// the history gives one empty block. The history is only matched against: its bytes are the
    /// decoder's already (a preset dictionary), and it must fit in the first ``partLimit``.
    static func findMatches(
        in input: UnsafeBufferPointer<UInt8>, history: Int = 0,
        write: (DeflateBlock, UnsafeBufferPointer<UInt8>, _ isLast: Bool) -> Void
    ) {
        var start = 0
        repeat {
            let end = min(start + partLimit, input.count)
            let known = start == 0 ? history : 0
            findMatches(inPart: UnsafeBufferPointer(rebasing: input[start..<end]), history: known) { block, covered, isLast in
                write(block, covered, isLast && end == input.count)
            }
            start = end
        } while start < input.count
    }

    /// ``findMatches(in:history:write:)`` for at most ``partLimit`` bytes.
    private static func findMatches(
        inPart input: UnsafeBufferPointer<UInt8>, history: Int,
        write: (DeflateBlock, UnsafeBufferPointer<UInt8>, _ isLast: Bool) -> Void
    ) {
        let count = input.count
        var block = DeflateBlock()
        // Tables no larger than the input needs (allocating and clearing them is most of the
        // time of a small input): between half as many hashes as positions and as many (2^8 to
        // 2^15), and a link for every position up to twice the window, so that no position a
        // search can reach has had its link overwritten by a later one.
        let hashBits = min(max(Int.bitWidth - max(count, 1).leadingZeroBitCount - 1, 8), 15)
        let head = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 1 << hashBits)
        defer { head.deallocate() }
        head.initialize(repeating: -1)
        let chainSize = min(max(count, 1), 2 * DeflateAlphabet.window)
        let previous = UnsafeMutableBufferPointer<Int32>.allocate(capacity: chainSize)
        defer { previous.deallocate() }
        previous.initialize(repeating: -1)
        // A position's link is at its index in the table while the input fits, then at its
        // index modulo twice the window.
        let chainMask = count <= chainSize ? Int.max : chainSize - 1

        /// Links `position` into its hash's chain and returns the position that was last there
        /// (-1 for none, and for a position less than 3 bytes from the end, which is not linked).
        @inline(__always)
        func insert(_ position: Int) -> Int {
            guard position + DeflateAlphabet.minimumMatch <= count else { return -1 }
            let bytes = UInt32(input[position]) | UInt32(input[position + 1]) << 8 | UInt32(input[position + 2]) << 16
            let hash = Int((bytes &* 0x9E37_79B1) >> UInt32(32 - hashBits))
            let last = head[hash]
            previous[position & chainMask] = last
            head[hash] = Int32(position)
            return Int(last)
        }

        for known in 0..<history {
            _ = insert(known)
        }
        var blockStart = history
        var position = history
        // A match found at position - 1 (a length below 3 for none), and whether the byte at
        // position - 1 waits to be written.
        var pendingLength = 0
        var pendingDistance = 0
        var isPending = false
        while position < count {
            let candidate = insert(position)
            var length = 0
            var distance = 0
            if candidate >= 0 && pendingLength < lazyLimit && position - candidate <= DeflateAlphabet.window {
                (length, distance) = longestMatch(
                    in: input, at: position, from: candidate, beating: pendingLength, links: previous, mask: chainMask)
                if length == DeflateAlphabet.minimumMatch && distance > farthestShortMatch {
                    length = 0
                }
            }
            if pendingLength >= DeflateAlphabet.minimumMatch && length <= pendingLength {
                block.addMatch(length: pendingLength, distance: pendingDistance)
                let end = position - 1 + pendingLength
                for linked in position + 1..<end {
                    _ = insert(linked)
                }
                position = end
                pendingLength = 0
                isPending = false
            } else {
                if isPending {
                    block.addLiteral(input[position - 1])
                }
                isPending = true
                pendingLength = length
                pendingDistance = distance
                position += 1
            }
            if block.isFull {
                let blockEnd = isPending ? position - 1 : position
                write(block, UnsafeBufferPointer(rebasing: input[blockStart..<blockEnd]), false)
                block.removeAll()
                blockStart = blockEnd
            }
        }
        if isPending {
            block.addLiteral(input[count - 1])
        }
        write(block, UnsafeBufferPointer(rebasing: input[blockStart..<count]), true)
    }

    /// The longest match for the bytes at `position` among the chain from `candidate`, if longer
    /// than `shorterLength` (else a length of 0), and its distance.
    @inline(__always)
    private static func longestMatch(
        in input: UnsafeBufferPointer<UInt8>, at position: Int, from candidate: Int, beating shorterLength: Int,
        links previous: UnsafeMutableBufferPointer<Int32>, mask: Int
    ) -> (length: Int, distance: Int) {
        let available = min(DeflateAlphabet.maximumMatch, input.count - position)
        var bestLength = max(shorterLength, DeflateAlphabet.minimumMatch - 1)
        guard bestLength < available, let base = input.baseAddress else { return (0, 0) }
        var bestDistance = 0
        let windowStart = position - DeflateAlphabet.window
        let scan = base + position
        var links = shorterLength >= shortenChainAfter ? chainLimit / 4 : chainLimit
        var current = candidate
        while current >= 0 && current >= windowStart && links > 0 {
            let earlier = base + current
            if earlier[bestLength] == scan[bestLength] && earlier[0] == scan[0] && earlier[1] == scan[1] {
                let length = matchLength(earlier, scan, limit: available)
                if length > bestLength {
                    bestLength = length
                    bestDistance = position - current
                    if length >= goodEnough || length == available { break }
                }
            }
            current = Int(previous[current & mask])
            links -= 1
        }
        return bestDistance == 0 ? (0, 0) : (bestLength, bestDistance)
    }

    /// How many bytes from `earlier` and `scan` agree, up to `limit`, compared 8 at a time.
    @inline(__always)
    private static func matchLength(_ earlier: UnsafePointer<UInt8>, _ scan: UnsafePointer<UInt8>, limit: Int) -> Int {
        var length = 0
        while length + 8 <= limit {
            let difference =
                UnsafeRawPointer(earlier + length).loadUnaligned(as: UInt64.self)
                ^ UnsafeRawPointer(scan + length).loadUnaligned(as: UInt64.self)
            if difference != 0 {
                return length + difference.littleEndian.trailingZeroBitCount / 8
            }
            length += 8
        }
        while length < limit && earlier[length] == scan[length] {
            length += 1
        }
        return length
    }
}
