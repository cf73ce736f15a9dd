#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Output files checked before anything runs: two options naming one file (`--html r.out
/// --junit r.out`) would leave only the last one written, and an output naming one of the specs
/// read (`--junit feed.yaml`) would replace the spec. Both are refused, so that nothing is lost.
enum OutputClash {
    /// Why the outputs cannot be written as given, or nil when each is a file of its own that no
    /// input is. Files are compared as the file system sees them (a link, `./`, `..` and hard
    /// links lead to one file); a file that does not exist yet by its folder's real path.
    static func problem(outputs: [(option: String, path: String)], inputs: [String]) -> String? {
        let places = outputs.map { Place($0.path) }
        for later in outputs.indices {
            for earlier in 0..<later where places[earlier] == places[later] {
                let (first, second) = (outputs[earlier], outputs[later])
                return
                    "\(first.option) '\(first.path)' and \(second.option) '\(second.path)' are the same file: give each its own"
            }
        }
        for (output, place) in zip(outputs, places) {
            guard case .file = place, let input = inputs.first(where: { $0 != "-" && Place($0) == place }) else { continue }
            return "\(output.option) '\(output.path)' is the spec '\(input)', which writing it would replace"
        }
        return nil
    }

    /// Where a path leads: an existing file's device and inode, or the path a new file would
    /// get once its missing folders are made (as ``OutputFile`` makes them, ``ResolvedPath``).
    private enum Place: Equatable {
        case file(FileIdentity)
        case new(String)

        init(_ path: String) {
            let resolved = ResolvedPath.of(path)
            self = FileIdentity(path: resolved).map(Place.file) ?? .new(resolved)
        }
    }
}
