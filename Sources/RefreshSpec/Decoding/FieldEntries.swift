import YAML

/// Memory for the accepted keys of every mapping one decoder reads: each ``Fields`` keeps its
/// entries here, side by side, as a pointer and a count, so that reading a mapping allocates
/// nothing of its own (an array per mapping was one allocation and one release for each).
///
/// Memory comes in chunks that never move: when a chunk has no room for a mapping, a larger one
/// is taken, and the entries of mappings read before stay where they are. Everything is freed
/// with the decoder, which every ``Fields`` it made must not outlive.
final class FieldEntries {
    private var chunks: [UnsafeMutablePointer<Field>] = []
    /// Where the next entries go, and how many more fit in the current chunk.
    private var next: UnsafeMutablePointer<Field>?
    private var room = 0
    /// The size of the next chunk, doubled each time one is taken.
    private var chunkSize = 64

    deinit {
        // Entries are plain values: nothing to deinitialize.
        for chunk in chunks { PlainMemory.deallocate(chunk) }
    }

    /// Room for `count` entries side by side, valid until ``commit(_:)``.
    func reserve(_ count: Int) -> UnsafeMutablePointer<Field> {
        if let next, count <= room { return next }
        chunkSize = max(chunkSize * 2, count)
        let chunk = PlainMemory.allocate(Field.self, capacity: chunkSize)
        chunks.append(chunk)
        next = chunk
        room = chunkSize
        return chunk
    }

    /// Keeps the first `used` entries of the room last reserved; the rest is reserved again next.
    func commit(_ used: Int) {
        next = next.map { $0 + used }
        room -= used
    }
}
