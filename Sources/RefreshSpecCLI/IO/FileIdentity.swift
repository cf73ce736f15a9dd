#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file a path leads to as the file system knows it (its device and inode, links
/// followed): however a path is spelt (`./a.yaml`, `sub/../a.yaml`, a link, a hard link), one
/// file has one identity. Used to check a file named twice once and to refuse an output that
/// is an input.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at `path`, or nil when it cannot be looked at.
    init?(path: String) {
        var status = stat()
        guard FileSystemNames.withCPath(path, { stat($0, &status) }) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
