import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text put aside to be written after something that is known only at the end of a run: the
/// results of a SARIF log (its opening holds the exit code) and the suites of a JUnit file (its
/// opening holds the totals). Up to ``memoryLimit`` bytes stay in memory; beyond that they go to
/// an unnamed temporary file (made in `$TMPDIR`, else `/tmp`, and unlinked at once), so memory
/// stays flat however long the run. When no temporary file can be made or written, the text
/// stays in memory.
final class Spool {
    /// Bytes kept in memory before they move to the temporary file: 1 MiB.
    static let memoryLimit = 1 << 20

    /// The text not yet in the file.
    private var buffer: [UInt8] = []
    /// The temporary file, once the buffer outgrew ``memoryLimit``; -1 before, or when none could be made.
    private var descriptor: Int32 = -1
    /// Bytes in the temporary file.
    private var spilled = 0
    /// Whether making or writing the temporary file failed: the rest stays in memory.
    private var cannotSpill = false

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Puts `text` aside, after what is already there.
    func append(_ text: String) {
        buffer += text.utf8
        if buffer.count >= Self.memoryLimit, !cannotSpill { spill() }
    }

    /// Hands the text back in order, in pieces of at most ``memoryLimit`` bytes; the `errno` of a
    /// failure to read the temporary file back (the pieces before it were handed over), or 0.
    func forEachPiece<Failure: Error>(_ body: ([UInt8]) throws(Failure) -> Void) throws(Failure) -> Int32 {
        var offset = 0
        while offset < spilled {
            var piece = [UInt8](repeating: 0, count: min(Self.memoryLimit, spilled - offset))
            let read = piece.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { return read == 0 ? EIO : errno }
            try body(Array(piece.prefix(read)))
            offset += read
        }
        if !buffer.isEmpty { try body(buffer) }
        return 0
    }

    /// Moves the buffer to the end of the temporary file, making the file first.
    private func spill() {
        if descriptor < 0 { descriptor = Self.makeUnnamedFile() }
        guard descriptor >= 0, buffer.withUnsafeBytes({ Console.writeAll($0, to: descriptor) }) == 0 else {
            cannotSpill = true
            return
        }
        spilled += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }

    /// A new temporary file, already unlinked, open for reading and writing; -1 on failure.
    private static func makeUnnamedFile() -> Int32 {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array(((folder.hasSuffix("/") ? folder : folder + "/") + "refreshspec-spool.XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        if descriptor >= 0 { template.withUnsafeBufferPointer { _ = $0.baseAddress.map { unlink($0) } } }
        return descriptor
    }
}
