import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Paths whose bytes are not UTF-8. A Swift `String` repairs such bytes to U+FFFD, and the
/// repaired text names no file; this table keeps each path's own bytes under the text shown for
/// it, so that a spec with such a name can still be opened (named directly or found in a folder).
enum FileSystemNames {
    private static let table = Locked<[String: [UInt8]]>([:])
    /// Whether the table has a path: until one is remembered (nearly always), a path's bytes are
    /// its text's, found without taking the lock and hashing the path.
    private static let remembersAny = Atomic<Bool>(false)

    /// The text for a path's bytes; bytes that are not UTF-8 are remembered for ``bytes(of:)``.
    static func text(_ bytes: some Collection<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let text = String(decoding: bytes, as: UTF8.self)
        table.withLock { table in
            table[text] = Array(bytes)
            remembersAny.store(true, ordering: .releasing)
        }
        return text
    }

    /// The bytes of a path as the file system knows them.
    static func bytes(of path: String) -> [UInt8] {
        guard remembersAny.load(ordering: .acquiring) else { return Array(path.utf8) }
        return table.withLock { $0[path] } ?? Array(path.utf8)
    }

    /// `path` followed by more bytes (a `/`, a name read from its folder), kept as they are.
    static func appending(_ path: String, _ bytes: [UInt8]) -> String {
        text(self.bytes(of: path) + bytes)
    }

    /// The command line's words after the program's name, each path's own bytes remembered.
    static var arguments: [String] {
        (0..<Int(CommandLine.argc)).dropFirst().map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            return text(UnsafeBufferPointer(start: argument, count: strlen(argument)).map { UInt8(bitPattern: $0) })
        }
    }

    /// Calls `body` with the path as a C string of its own bytes, for `open`, `stat` and `opendir`.
    static func withCPath<Result>(_ path: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        let bytes = bytes(of: path).map { CChar(bitPattern: $0) } + [0]
        return body(bytes)
    }
}
