#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a path leads as the system walks it, name by name: the absolute path with every
/// symbolic link on the way replaced by where it points (a link whose target does not exist yet
/// too, since ``OutputFile`` creates that target), `.` dropped and `..` taken back one name
/// (after a link, from where the link leads). A name that does not exist is kept as written, so
/// `..` after a folder still to be made leads back where it will (`reports/../a.yaml` is
/// `a.yaml`). After as many links as Linux follows in one lookup (40), the rest is kept as written.
enum ResolvedPath {
    /// The absolute path `path` leads to.
    static func of(_ path: String) -> String {
        var pending = path.split(separator: "/").map(String.init)
        var current: [String] = []
        if !path.hasPrefix("/") {
            let working = getcwd(nil, 0)
            defer { free(working) }
            current = (working.map { String(cString: $0) } ?? "").split(separator: "/").map(String.init)
        }
        var linksFollowed = 0
        while !pending.isEmpty {
            let name = pending.removeFirst()
            if name == "." { continue }
            if name == ".." {
                _ = current.popLast()
                continue
            }
            let next = "/" + (current + [name]).joined(separator: "/")
            var status = stat()
            guard linksFollowed < 40, FileSystemNames.withCPath(next, { lstat($0, &status) }) == 0,
                status.st_mode & S_IFMT == S_IFLNK, let destination = destination(ofLink: next)
            else {
                current.append(name)
                continue
            }
            linksFollowed += 1
            if destination.hasPrefix("/") { current = [] }
            pending = destination.split(separator: "/").map(String.init) + pending
        }
        return "/" + current.joined(separator: "/")
    }

    /// Whether `path` is `folder` or inside it (both resolved).
    static func isInside(_ path: String, folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// What the symbolic link at `path` holds, or nil when it cannot be read.
    private static func destination(ofLink path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
        let length = FileSystemNames.withCPath(path) { readlink($0, &buffer, buffer.count) }
        guard length > 0, length < buffer.count else { return nil }
        return FileSystemNames.text(buffer[..<length].map { UInt8(bitPattern: $0) })
    }
}
