/// The folder of `--output <dir>`, which `generate swift`, `run`, `strings export` and `init`
/// write their files into. Every file is checked before any is written: one whose path inside
/// the folder leads outside it (through a symbolic link committed as the file, or as a folder on
/// the way) is refused unless ``allowOutsideFlag`` is given, so that a repository's links cannot
/// make a run in CI write elsewhere; a name the file system would refuse as too long is refused.
/// The folder itself may be a link: it is where the user said to write.
struct OutputFolder {
    static let allowOutsideFlag = Flag(
        name: "--allow-outside-output",
        abstract: "Write a file even when a symbolic link in <dir> leads it outside <dir> (refused otherwise).")

    /// The folder as given.
    var path: String
    /// Whether files may lead outside the folder (``allowOutsideFlag``).
    var allowsOutside: Bool

    /// The path of the file `name` (a relative path) in the folder.
    func path(of name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// Why the files `names` cannot all be written, the first found; nil when each can.
    func problem(names: [String]) -> Problem? {
        let folder = ResolvedPath.of(path)
        for name in names {
            let file = path(of: name)
            if let reason = OutputFile.nameProblem(file) { return .nameTooLong(file, reason: reason) }
            let destination = ResolvedPath.of(file)
            if !allowsOutside, !ResolvedPath.isInside(destination, folder: folder) {
                return .outside(file, destination: destination)
            }
        }
        return nil
    }

    /// Writes each of `files` (a name inside the folder and its text) after checking them all
    /// (``problem(names:)``), saying `wrote <path>` for each; false, with the complaint
    /// reported, when one cannot be written.
    func write(_ files: [(name: String, text: String)]) -> Bool {
        if let problem = problem(names: files.map(\.name)) {
            Console.report(problem.message)
            return false
        }
        for (name, text) in files {
            let path = path(of: name)
            guard OutputFile.write(text, to: path) else { return false }
            Console.write("wrote \(path)\n")
        }
        return true
    }

    /// Why a file of the folder cannot be written.
    enum Problem: Equatable {
        /// The file system would refuse the name (``OutputFile/nameProblem(_:)``'s reason).
        case nameTooLong(String, reason: String)
        /// A symbolic link leads the file to `destination`, outside the folder.
        case outside(String, destination: String)

        /// The complaint: nothing was written.
        var message: ToolMessage {
            switch self {
            case .nameTooLong(let file, let reason):
                .cannotWrite(file, reason: reason + "; nothing was written")
            case .outside(let file, let destination):
                .cannotWrite(
                    file,
                    reason: "a symbolic link leads it to '\(destination)', outside the output folder; nothing was written "
                        + "(\(OutputFolder.allowOutsideFlag.name) allows it)")
            }
        }
    }
}
