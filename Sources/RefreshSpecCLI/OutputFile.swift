import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files commands write (`test --junit`, `strings export --output`, `strings import`):
/// missing parent folders are created, and a failure names the system's reason.
enum OutputFile {
    /// Writes `text` as UTF-8 to `path`, replacing it at once (no half-written file is left).
    /// On failure, prints `refreshspec: error: cannot write '<path>': <reason>` to standard error
    /// and returns false; the command then exits 2.
    static func write(_ text: String, to path: String) -> Bool {
        write(Data(text.utf8), to: path)
    }

    /// Writes bytes as they are (`strings import` writes back the spec it edited), failing like ``write(_:to:)``.
    static func write(_ data: Data, to path: String) -> Bool {
        do {
            try createFolders(for: path)
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            return true
        } catch {
            Output.report(.cannotWrite(path, reason: reason(error)))
            return false
        }
    }

    /// Creates the folders above `path` that are missing, like `mkdir -p`.
    private static func createFolders(for path: String) throws(SystemError) {
        // Not NSString's deletingLastPathComponent, which traps on a name without a '/' on Linux.
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
        let parent = String(path[..<slash])
        var folder = parent.hasPrefix("/") ? "/" : ""
        for component in parent.split(separator: "/") {
            folder += component + "/"
            if mkdir(folder, 0o777) != 0, errno != EEXIST { throw SystemError(code: errno) }
        }
        var status = stat()
        guard stat(parent, &status) == 0 else { throw SystemError(code: errno) }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { throw SystemError(code: ENOTDIR) }
    }

    /// The system's words for why a write failed (`Permission denied`, `Not a directory`), not
    /// Foundation's generic "The operation could not be completed".
    private static func reason(_ error: any Error) -> String {
        if let error = error as? SystemError { return String(cString: strerror(error.code)) }
        let error = error as NSError
        // On Linux the underlying error is a Swift error value, which `as? NSError` does not match.
        let underlying = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        guard let posix = [error, underlying].first(where: { $0?.domain == NSPOSIXErrorDomain }) ?? nil else {
            return error.localizedDescription
        }
        return String(cString: strerror(Int32(posix.code)))
    }

    /// A C `errno` value.
    private struct SystemError: Error {
        var code: Int32
    }
}

extension ToolMessage {
    /// A file a command could not write, with the system's reason.
    static func cannotWrite(_ path: String, reason: String) -> ToolMessage {
        ToolMessage(severity: .error, text: "cannot write '\(path)': \(reason)")
    }
}
