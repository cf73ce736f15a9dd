#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Memory for plain values (no references, never deinitialized) straight from `malloc`, whose
/// blocks are aligned for any such value. The standard library's `allocate(capacity:)` asks
/// the runtime for aligned memory, which on Linux is `posix_memalign`, several times dearer;
/// the parser and decoder take a few blocks like this for every file.
package enum PlainMemory {
    /// Room for `capacity` values of `Element` (at least one), uninitialized; give it back
    /// with ``deallocate(_:)``. Traps when the size overflows or the memory is exhausted.
    package static func allocate<Element>(_: Element.Type, capacity: Int) -> UnsafeMutablePointer<Element> {
        precondition(MemoryLayout<Element>.alignment <= 16, "malloc aligns to 16 bytes")
        let (bytes, overflow) = max(capacity, 1).multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        precondition(!overflow, "allocation size overflows")
        guard let memory = malloc(max(bytes, 1)) else { fatalError("out of memory (\(bytes) bytes)") }
        return memory.bindMemory(to: Element.self, capacity: max(capacity, 1))
    }

    /// Gives back memory from ``allocate(_:capacity:)``.
    package static func deallocate<Element>(_ memory: UnsafeMutablePointer<Element>) {
        free(memory)
    }
}
