import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files commands write (`test --junit`, `strings export --output`, `strings import`), all
/// through this one place. Missing parent folders are created. A file is written to a temporary
/// file in its own folder and renamed over the old one, so a crash or a full disk never leaves a
/// half-written file. A symbolic link is written through: its target is replaced and the link
/// stays. An existing file keeps its mode (and, when run as root, its owner). A file with more
/// than one hard link is written in place instead, so that the links stay one file, but only once
/// its whole new text is known to fit (``overwrite(_:with:)``); otherwise it is left as it was. A
/// temporary file is removed on SIGINT, SIGTERM and SIGHUP (``TemporaryFiles``). A FIFO, a device
/// or a read-only file is refused and left as it was.
enum OutputFile {
    /// Writes `text` as UTF-8 to `path`. On failure, prints why to standard error (`cannot write
    /// '<path>': <reason>`, `'<path>' is read-only; nothing was written`) and returns false; the
    /// command then exits 2.
    static func write(_ text: String, to path: String) -> Bool {
        write(Data(text.utf8), to: path)
    }

    /// Writes bytes as they are (`strings import` writes back the spec it edited), failing like
    /// ``write(_:to:)``. With `stamp`, the write is refused when the file no longer matches it
    /// (someone changed the spec while it was being edited).
    static func write(_ data: Data, to path: String, unchangedSince stamp: Stamp? = nil) -> Bool {
        write(to: path, unchangedSince: stamp) { put throws(Failure) in try put([UInt8](data)) }
    }

    /// What goes into a file: a function that hands the bytes, in order and in pieces of any
    /// size, to `put`, and may itself fail (reading back a ``Spool``).
    typealias Contents = (_ put: ([UInt8]) throws(Failure) -> Void) throws(Failure) -> Void

    /// Writes bytes that come in pieces (`test --junit` writes a long run's suites from a
    /// ``Spool``), failing like ``write(_:to:)``.
    static func write(to path: String, unchangedSince stamp: Stamp? = nil, contents: Contents) -> Bool {
        guard let complaint = complaint(writingTo: path, unchangedSince: stamp, contents: contents) else { return true }
        Console.report(complaint)
        return false
    }

    /// Writes like ``write(to:unchangedSince:contents:)``, but returns why the file was not
    /// written instead of printing it; nil when it was. `beforeReplacing` runs after the new bytes
    /// are on disk and before the check and the rename (tests change the file there).
    static func complaint(
        writingTo path: String, unchangedSince stamp: Stamp? = nil, beforeReplacing: () -> Void = {}, contents: Contents
    ) -> ToolMessage? {
        do throws(Failure) {
            // The path's text has U+FFFD for those bytes and would name a new file beside it.
            guard FileSystemNames.bytes(of: path).elementsEqual(path.utf8) else { throw .nameNotUTF8 }
            try createFolders(for: path)
            let target = try resolvedTarget(path)
            if target != path { try createFolders(for: target) }
            var status = stat()
            if stat(target, &status) == 0 {
                let kind = status.st_mode & S_IFMT
                guard kind != S_IFDIR else { throw .system(EISDIR) }
                guard kind == S_IFREG else { throw .notARegularFile }
                guard access(target, W_OK) == 0, status.st_mode & 0o222 != 0 else { throw .readOnly }
                if status.st_nlink > 1 {
                    beforeReplacing()
                    try check(target, against: stamp)
                    try overwrite(target, with: contents)
                    return nil
                }
                try replace(target, with: contents, existing: status, stamp: stamp, beforeReplacing: beforeReplacing)
            } else if errno == ENOENT {
                try replace(target, with: contents, existing: nil, stamp: stamp, beforeReplacing: beforeReplacing)
            } else {
                throw .system(errno)
            }
            return nil
        } catch {
            return error.message(path)
        }
    }

    /// Why the file system would refuse `path` as a name to write, before anything is written: a
    /// name of the path longer than NAME_MAX (255 bytes), or a path longer than PATH_MAX (4,096
    /// bytes with its end), counting the temporary file's name, `.<name>.XXXXXX`, 8 bytes longer
    /// than the file's. Nil when every name fits.
    static func nameProblem(_ path: String) -> String? {
        let temporaryExtra = ".".utf8.count + ".XXXXXX".utf8.count
        let names = path.split(separator: "/")
        for (index, name) in names.enumerated() where index < names.count - 1 && name.utf8.count > NAME_MAX {
            return "the folder name '\(name)' is \(name.utf8.count) bytes long; a file system allows \(NAME_MAX)"
        }
        if let name = names.last, name.utf8.count + temporaryExtra > NAME_MAX {
            return "the file name is \(name.utf8.count) bytes long; a file system allows \(Int(NAME_MAX) - temporaryExtra) "
                + "here (\(temporaryExtra) more for its temporary file)"
        }
        guard path.utf8.count + temporaryExtra >= PATH_MAX else { return nil }
        return "the path is \(path.utf8.count) bytes long; a file system allows \(Int(PATH_MAX) - 1 - temporaryExtra) here "
            + "(\(temporaryExtra) more for its temporary file)"
    }

    /// What identifies one version of a file: where it is, its size and when it was last changed.
    struct Stamp: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int

        /// The stamp of the file at `path` (a link followed), or nil when it cannot be looked at.
        init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
            size = Int64(status.st_size)
            seconds = Int(status.st_mtim.tv_sec)
            nanoseconds = Int(status.st_mtim.tv_nsec)
        }
    }

    /// The file a write lands in: the path itself, or the file a symbolic link (or a chain of
    /// them) leads to, which need not exist yet: a link set up for a report before its first run
    /// gets its target created, as `>` in a shell would.
    private static func resolvedTarget(_ path: String) throws(Failure) -> String {
        var current = path
        // As many links as Linux follows in one lookup before it gives up.
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                if errno == ENOENT { return current }
                throw .system(errno)
            }
            guard (status.st_mode & S_IFMT) == S_IFLNK else { return current }
            current = try linkDestination(current)
        }
        throw .system(ELOOP)
    }

    /// Where the symbolic link at `path` points; a relative destination is taken from the link's folder.
    private static func linkDestination(_ path: String) throws(Failure) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
        let length = readlink(path, &buffer, buffer.count)
        guard length >= 0 else { throw .system(errno) }
        guard length < buffer.count else { throw .system(ENAMETOOLONG) }
        guard let text = String(validating: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) else {
            throw .nameNotUTF8
        }
        guard !text.hasPrefix("/"), let slash = path.lastIndex(of: "/") else { return text }
        return String(path[...slash]) + text
    }

    /// Writes the contents to a new temporary file beside `target`, gives it the old file's mode
    /// and owner (or the default mode for a new file), and renames it over `target`.
    private static func replace(
        _ target: String, with contents: Contents, existing: stat?, stamp: Stamp?, beforeReplacing: () -> Void
    ) throws(Failure) {
        let temporary = try written(contents, beside: target)
        defer { TemporaryFiles.forget(temporary.slot) }
        do throws(Failure) {
            defer { close(temporary.descriptor) }
            let mode = existing.map { $0.st_mode & 0o7777 } ?? (0o666 & ~currentUmask())
            guard fchmod(temporary.descriptor, mode) == 0 else { throw .system(errno) }
            if let existing, geteuid() == 0, fchown(temporary.descriptor, existing.st_uid, existing.st_gid) != 0 {
                throw .system(errno)
            }
            beforeReplacing()
            try check(target, against: stamp)
            guard rename(temporary.path, target) == 0 else { throw .system(errno) }
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    /// Rewrites a file in its place (for a file with several hard links), never leaving it cut
    /// short: the contents go to a temporary file beside it first, which proves the file system
    /// has room for them, then the room the file grows by is reserved in the file itself, and
    /// only then are the bytes copied over the old ones. When either step fails the file is left
    /// as it was and the write is refused.
    private static func overwrite(_ target: String, with contents: Contents) throws(Failure) {
        let temporary: (descriptor: Int32, path: String, slot: Int?, length: off_t)
        do throws(Failure) {
            temporary = try written(contents, beside: target)
        } catch .system(let code) {
            throw .hardLinkedLeftAlone(code)
        }
        defer {
            close(temporary.descriptor)
            unlink(temporary.path)
            TemporaryFiles.forget(temporary.slot)
        }
        let descriptor = open(target, O_WRONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw .system(errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .system(errno) }
        if temporary.length > status.st_size {
            let code = reserve(descriptor, from: status.st_size, to: temporary.length)
            guard code == 0 else {
                _ = ftruncate(descriptor, status.st_size)
                throw .hardLinkedLeftAlone(code)
            }
        }
        try TemporaryFiles.withSignalsHeld { () throws(Failure) in
            var offset: off_t = 0
            var piece = [UInt8](repeating: 0, count: 1 << 16)
            while offset < temporary.length {
                let count = piece.withUnsafeMutableBytes { pread(temporary.descriptor, $0.baseAddress, $0.count, offset) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { throw .system(count == 0 ? EIO : errno) }
                let code = piece.withUnsafeBytes {
                    Console.writeAll(UnsafeRawBufferPointer(rebasing: $0[..<count]), to: descriptor)
                }
                guard code == 0 else { throw .system(code) }
                offset += off_t(count)
            }
            guard ftruncate(descriptor, temporary.length) == 0, fsync(descriptor) == 0 else { throw .system(errno) }
        }
    }

    /// Allocates the file's blocks from `start` to `end`, so that writing them cannot meet a full
    /// disk; `errno`'s code when the file system has no room (or cannot reserve any), else 0.
    private static func reserve(_ descriptor: Int32, from start: off_t, to end: off_t) -> Int32 {
        #if canImport(Glibc)
            posix_fallocate(descriptor, start, end - start)
        #else
            ENOTSUP
        #endif
    }

    /// The contents written to a new temporary file beside `target` and flushed to disk: its
    /// descriptor (open), path, slot in ``TemporaryFiles`` and length. On failure it is removed.
    private static func written(
        _ contents: Contents, beside target: String
    ) throws(Failure) -> (descriptor: Int32, path: String, slot: Int?, length: off_t) {
        guard let (descriptor, path, slot) = TemporaryFiles.make(beside: target) else { throw .system(errno) }
        var length: off_t = 0
        do throws(Failure) {
            try contents { bytes throws(Failure) in
                try writeAll(bytes, to: descriptor)
                length += off_t(bytes.count)
            }
            guard fsync(descriptor) == 0 else { throw .system(errno) }
        } catch {
            close(descriptor)
            unlink(path)
            TemporaryFiles.forget(slot)
            throw error
        }
        return (descriptor, path, slot, length)
    }

    /// Refuses when the file at `target` is no longer the one `stamp` describes.
    private static func check(_ target: String, against stamp: Stamp?) throws(Failure) {
        guard let stamp, Stamp(path: target) != stamp else { return }
        throw .changed
    }

    /// Writes every byte, retrying short and interrupted writes.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        let code = bytes.withUnsafeBytes { Console.writeAll($0, to: descriptor) }
        guard code == 0 else { throw .system(code) }
    }

    /// The process's file creation mask, which a new file's mode honours as `open` would.
    private static func currentUmask() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }

    /// Creates the folders above `path` that are missing, like `mkdir -p`.
    private static func createFolders(for path: String) throws(Failure) {
        // Not NSString's deletingLastPathComponent, which traps on a name without a '/' on Linux.
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
        let parent = String(path[..<slash])
        var folder = parent.hasPrefix("/") ? "/" : ""
        for component in parent.split(separator: "/") {
            folder += component + "/"
            if mkdir(folder, 0o777) != 0, errno != EEXIST { throw .system(errno) }
        }
        var status = stat()
        guard stat(parent, &status) == 0 else { throw .system(errno) }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { throw .system(ENOTDIR) }
    }

    /// Why a file was not written.
    enum Failure: Error, Equatable {
        /// A C `errno` value.
        case system(Int32)
        /// A FIFO, a device or a socket.
        case notARegularFile
        /// No write permission, or no write bit at all (which root would otherwise ignore).
        case readOnly
        /// The file changed after it was read.
        case changed
        /// A path whose bytes are not UTF-8 (read through ``FileSystemNames``; not written).
        case nameNotUTF8
        /// A file with other hard links whose new text could not be shown to fit (a C `errno`
        /// value): it is left as it was.
        case hardLinkedLeftAlone(Int32)

        /// The complaint about writing `path`.
        func message(_ path: String) -> ToolMessage {
            switch self {
            case .system(let code): .cannotWrite(path, reason: String(cString: strerror(code)))
            case .notARegularFile: .cannotWrite(path, reason: "not a regular file")
            case .readOnly: .readOnly(path)
            case .changed: .changedWhileWriting(path)
            case .nameNotUTF8: .cannotWrite(path, reason: "the file name is not UTF-8; nothing was written")
            case .hardLinkedLeftAlone(let code):
                .cannotWrite(
                    path,
                    reason: String(cString: strerror(code))
                        + "; it has other hard links, so it is rewritten in place only once its whole new text "
                        + "is known to fit; it was left as it was")
            }
        }
    }
}

extension ToolMessage {
    /// A file a command could not write, with the system's reason.
    static func cannotWrite(_ path: String, reason: String) -> ToolMessage {
        ToolMessage(severity: .error, text: "cannot write '\(path)': \(reason)")
    }

    /// A file without write permission: it is left as it was.
    static func readOnly(_ path: String) -> ToolMessage {
        ToolMessage(severity: .error, text: "'\(path)' is read-only; nothing was written")
    }

    /// A file that changed between being read and being replaced (an append made meanwhile
    /// would otherwise be lost).
    static func changedWhileWriting(_ path: String) -> ToolMessage {
        ToolMessage(severity: .error, text: "'\(path)' changed while it was being updated; nothing was written")
    }
}
