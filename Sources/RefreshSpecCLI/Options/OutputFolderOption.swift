import Foundation

/// `--output <dir>` of the commands that write files into a folder (`strings export`, `generate
/// swift`, `run`): a path whose last name ends like a file they write (`App/Feed.swift`,
/// `Localizable.xcstrings`, `feed.svg`) and that is no existing folder is refused, as the files
/// would go into a new folder of that name (`App/Feed.swift/RefreshSpecFeed.swift`).
enum OutputFolderOption {
    /// The endings of the files the commands write, and of the folders a translator mistakes
    /// for their place.
    static let fileEndings = [".swift", ".xcstrings", ".strings", ".lproj", ".svg"]

    /// The option, with `abstract` and `defaultValue` as the command describes them.
    static func option<Value>(
        abstract: String, default defaultValue: Value, isRequired: Bool = false, wrap: @escaping @Sendable (String) -> Value
    ) -> Option<Value> {
        Option("--output", valueName: "<dir>", abstract: abstract, default: defaultValue, isRequired: isRequired) {
            path throws(InvalidValue) in
            try checkFolder(path)
            return wrap(path)
        }
    }

    /// Refuses a path named like a file that is not an existing folder.
    private static func checkFolder(_ path: String) throws(InvalidValue) {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let slash = trimmed.lastIndex(of: "/")
        let name = slash.map { trimmed[trimmed.index(after: $0)...] } ?? trimmed[...]
        guard let ending = fileEndings.first(where: { name.hasSuffix($0) && name.count > $0.count }) else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory), isDirectory.boolValue { return }
        let parent = slash.map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? "."
        throw InvalidValue(
            hint: "it ends in \(ending) like the names of what the tool writes, but --output is the folder they go in: "
                + "give the folder, such as --output \(parent)")
    }
}
