extension SARIF {
    /// The URI base id of the working directory the tool ran in (SARIF §3.4.4, §3.14.14).
    static let sourceRoot = "%SRCROOT%"

    /// `originalUriBaseIds`: `%SRCROOT%` described but without its `uri`, which SARIF allows so
    /// that the log does not depend on the machine it was made on (§3.14.14, note 1).
    static var originalURIBaseIDs: JSON {
        .object([
            (sourceRoot, .object([("description", .object([("text", .string("The directory refreshspec ran in."))]))]))
        ])
    }

    /// Where a file is: relative to `%SRCROOT%` when the path, made absolute and free of `.` and
    /// `..`, lies under the working directory (what code scanning maps to a repository file);
    /// else an absolute `file://` URI.
    static func artifactURI(_ path: String, _ invocation: Invocation) -> (uri: String, underSourceRoot: Bool) {
        let absolute = path.hasPrefix("/") ? path : invocation.workingDirectory + "/" + path
        let components = normalized(absolute)
        let root = normalized(invocation.workingDirectory)
        if components.count > root.count, components.starts(with: root) {
            return (uri(components.dropFirst(root.count).joined(separator: "/")), true)
        }
        return ("file://" + uri("/" + components.joined(separator: "/")), false)
    }

    /// An `artifactLocation` object for a URI from ``artifactURI(_:_:)``.
    static func artifactLocation(_ file: (uri: String, underSourceRoot: Bool)) -> JSON {
        guard file.underSourceRoot else { return .object([("uri", .string(file.uri))]) }
        return .object([("uri", .string(file.uri)), ("uriBaseId", .string(sourceRoot))])
    }

    /// The path's components without empty ones, `.`, and `..` with what it cancels.
    private static func normalized(_ path: String) -> [Substring] {
        var components: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == ".." { _ = components.popLast() } else { components.append(component) }
        }
        return components
    }

    /// A path as a URI path: unreserved characters and `/` as they are, every other byte of its
    /// UTF-8 percent-encoded.
    static func uri(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
                encoded.append(character)
            } else {
                encoded += PercentEncoding.escape(UInt32(byte))
            }
        }
        return encoded
    }
}
