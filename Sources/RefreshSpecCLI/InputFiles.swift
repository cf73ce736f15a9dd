import Dispatch
import Foundation
import Synchronization
import YAML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// Whether a file name ends in `.yaml` or `.yml`.
    private static func isSpecFile(_ name: String) -> Bool {
        name.hasSuffix(".yaml") || name.hasSuffix(".yml")
    }

    /// The spec files under a directory, sorted by path. The walk reads directories with
    /// `opendir`/`readdir` (a `FileManager` enumerator costs a few percent of a whole
    /// validation run); like the enumerator it does not follow symbolic links to directories.
    private static func specs(under directory: String) -> [String] {
        var found: [String] = []
        collectSpecs(in: directory.hasSuffix("/") ? directory : directory + "/", into: &found)
        return found.sorted()
    }

    /// Appends the paths of the spec files in a directory (its path ending in `/`) and, depth
    /// first, in its subdirectories; hidden entries and unreadable directories are skipped.
    private static func collectSpecs(in directory: String, into found: inout [String]) {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let path = directory + name
            if isDirectory(type: entry.pointee.d_type, path: path) {
                collectSpecs(in: path + "/", into: &found)
            } else if isSpecFile(name) {
                found.append(path)
            }
        }
    }

    /// Whether a directory entry is itself a directory (not a link to one); `lstat` answers
    /// when the file system leaves the entry's type unknown.
    private static func isDirectory(type: UInt8, path: String) -> Bool {
        if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}

extension InputFiles {
    /// Reads every input and checks it on `jobs` workers, in path order. Paths that name nothing
    /// and files that cannot be read are reported on standard error and left out; `unusable`
    /// lists them with those messages (the command then exits 2 after reporting the rest).
    func check<Result: Sendable>(
        jobs: Int, _ check: @Sendable (Source) -> Result
    ) -> (results: [Result], unusable: [(path: String, message: ToolMessage)]) {
        var unusable = self.unusable.map { (path: $0.path, message: ToolMessage.cannotUse($0.path, reason: $0.reason)) }
        let outcomes = paths.parallelMap(jobs: jobs) { path -> Swift.Result<Result, SourceError> in
            Swift.Result { () throws(SourceError) in try Source.read(path: path) }.map(check)
        }
        var results: [Result] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let result): results.append(result)
            case .failure(let error): unusable.append((error.path, .cannotRead(error.path, reason: error.reason)))
            }
        }
        for (_, message) in unusable { Output.report(message) }
        return (results, unusable)
    }
}

extension Array where Element: Sendable {
    /// `map` spread over `jobs` workers that take the next element as they finish one; results
    /// keep the input's order, so output is the same as a serial run's. One job maps serially.
    func parallelMap<Result: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard jobs > 1, count > 1 else { return map(transform) }
        let results = Mutex<[Result?]>(Array<Result?>(repeating: nil, count: count))
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: Swift.min(jobs, count)) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let result = transform(self[index])
                results.withLock { $0[index] = result }
            }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
