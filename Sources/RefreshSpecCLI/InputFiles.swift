import Foundation

/// The spec files named on a command line: files as given, directories searched recursively
/// for `*.yaml` and `*.yml` (hidden entries skipped, sorted by path), `-` for standard input.
struct InputFiles {
    /// The files to read, in order.
    var paths: [String] = []
    /// Paths that named nothing usable, with the reason.
    var unusable: [(path: String, reason: String)] = []

    init(_ arguments: [String]) {
        let fileManager = FileManager.default
        for argument in arguments {
            var isDirectory: ObjCBool = false
            if argument == "-" {
                paths.append(argument)
            } else if !fileManager.fileExists(atPath: argument, isDirectory: &isDirectory) {
                unusable.append((argument, "No such file or directory"))
            } else if isDirectory.boolValue {
                let found = Self.specs(under: argument)
                if found.isEmpty { unusable.append((argument, "no *.yaml or *.yml files in this directory")) }
                paths += found
            } else {
                paths.append(argument)
            }
        }
    }

    static func isSpecFile(_ name: String) -> Bool {
        name.hasSuffix(".yaml") || name.hasSuffix(".yml")
    }

    private static func specs(under directory: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        var found: [String] = []
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            if isSpecFile(name) { found.append(prefix + relative) }
        }
        return found.sorted()
    }
}
