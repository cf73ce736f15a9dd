/// The text of a `VERSION` file: one semantic version (semver.org 2.0.0: `MAJOR.MINOR.PATCH`, an
/// optional `-pre.release` and `+build`) and at most one final newline.
enum Version {
    /// Why a `VERSION` file's text is not a version, at its 1-based line and column.
    struct Problem: Error {
        let line: Int
        let column: Int
        let message: String
    }

    /// The version the text holds, or why it holds none.
    static func parse(_ text: String) -> Result<String, Problem> {
        // semver.org's own pattern for a version.
        let pattern =
            #/(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?/#
        let version = text.last?.isNewline == true ? String(text.dropLast()) : text
        if version.contains(where: \.isNewline) {
            return .failure(Problem(line: 2, column: 1, message: "the version file holds one line: the version"))
        }
        guard (try? pattern.wholeMatch(in: version)) != nil else {
            return .failure(
                Problem(
                    line: 1, column: 1,
                    message: "expected a semantic version such as 0.9.0 or 1.0.0-rc.1, found '\(version)'"))
        }
        return .success(version)
    }
}
