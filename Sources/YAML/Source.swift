#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of one input file, read with a bound, and the way back from offsets to marks.
public struct Source: Sendable {
    /// The path as the user named it; `<stdin>` for standard input.
    public let path: String
    /// The bytes read: the whole file, or its first `limit + 1` bytes when it is larger.
    public let bytes: [UInt8]

    /// Creates a source from bytes already in memory.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Reads a file, or standard input for `-`, stopping after `limit + 1` bytes so that a huge
    /// input costs no more than the limit; the loader reports the overflow. `fileName` is the
    /// path's own bytes when they are not UTF-8 (`path`, the text shown, has them repaired).
    public static func read(
        path: String, limit: Int = Limits().maxBytes, fileName: [UInt8]? = nil
    ) throws(SourceError) -> Source {
        if path == "-" { return Source(path: "<stdin>", bytes: try readAll(descriptor: 0, path: path, limit: limit)) }
        // Non-blocking, so that opening a FIFO returns at once; the check below then refuses it.
        let descriptor = Self.open(fileName, orPath: path)
        guard descriptor >= 0 else { throw SourceError(path: path, errorNumber: errno) }
        defer { close(descriptor) }
        try requireRegularFile(descriptor, path: path)
        return Source(path: path, bytes: try readAll(descriptor: descriptor, path: path, limit: limit))
    }

    /// Opens the file of raw name bytes, or else of `path`, for reading without blocking.
    private static func open(_ fileName: [UInt8]?, orPath path: String) -> Int32 {
        let flags = O_RDONLY | O_NONBLOCK
        guard let fileName else { return path.withCString { systemOpen($0, flags) } }
        return systemOpen(fileName.map { CChar(bitPattern: $0) } + [0], flags)
    }

    /// Throws unless the open file is a regular file: a FIFO, a device or a socket could block
    /// or never end. The check is on the descriptor, so a file swapped after a look at its name
    /// cannot slip through.
    private static func requireRegularFile(_ descriptor: Int32, path: String) throws(SourceError) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SourceError(path: path, errorNumber: errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw SourceError(path: path, errorNumber: EISDIR)
        default: throw SourceError(path: path, reason: SourceError.notARegularFile)
        }
    }

    /// Reads to the end or to `limit + 1` bytes, into a buffer grown by doubling. It starts at
    /// 64 KiB, larger than any usual spec, so that a spec is read without asking its size
    /// first (an `fstat` per file cost more than the copy of the bytes read).
    private static func readAll(descriptor: Int32, path: String, limit: Int) throws(SourceError) -> [UInt8] {
        let capacity = limit + 1
        var size = min(capacity, 64 << 10)
        var buffer = PlainMemory.allocate(UInt8.self, capacity: size)
        defer { PlainMemory.deallocate(buffer) }
        var count = 0
        while count < capacity {
            if count == size {
                size = min(capacity, size * 2)
                let larger = PlainMemory.allocate(UInt8.self, capacity: size)
                larger.initialize(from: buffer, count: count)
                PlainMemory.deallocate(buffer)
                buffer = larger
            }
            let read = readSome(descriptor, into: UnsafeMutableRawBufferPointer(start: buffer + count, count: size - count))
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR { continue }
                throw SourceError(path: path, errorNumber: errno)
            }
            count += read
        }
        return Array(UnsafeBufferPointer(start: buffer, count: count))
    }
}

private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    #if canImport(Glibc)
        return Glibc.open(path, flags)
    #else
        return Darwin.open(path, flags)
    #endif
}

private func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    guard let start = buffer.baseAddress else { return 0 }
    #if canImport(Glibc)
        return Glibc.read(descriptor, start, buffer.count)
    #else
        return Darwin.read(descriptor, start, buffer.count)
    #endif
}

/// A file that could not be read at all (missing, a directory, a FIFO, no permission).
public struct SourceError: Error, Sendable, Hashable {
    /// The path as the user named it.
    public var path: String
    /// Why it could not be read, e.g. "No such file or directory".
    public var reason: String

    /// Why a FIFO, a device or a socket is not read.
    public static let notARegularFile = "not a regular file"

    init(path: String, errorNumber: Int32) {
        self.init(path: path, reason: String(cString: strerror(errorNumber)))
    }

    init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
