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
/// A file reached twice (named twice, or named and inside a folder also named) is checked once,
/// where it first comes.
struct InputFiles {
    /// The files to read, in order.
    var paths: [String] = []
    /// Paths that named nothing usable and folders that could not be read, with the message
    /// to print; any makes the command exit 2.
    var unusable: [(path: String, message: ToolMessage)] = []
    /// Spec names in folders that are no regular file (a FIFO, a device), left out with a warning.
    var skipped: [ToolMessage] = []

    init(_ arguments: [String]) {
        for argument in arguments {
            var status = stat()
            if argument == "-" {
                paths.append(argument)
            } else if FileSystemNames.withCPath(argument, { stat($0, &status) }) != 0 {
                // The system's reason: "No such file or directory", "Too many levels of symbolic links".
                unusable.append((argument, .cannotUse(argument, reason: String(cString: strerror(errno)))))
            } else if (status.st_mode & S_IFMT) == S_IFDIR {
                var found: [String] = []
                let folder = argument.hasSuffix("/") ? argument : FileSystemNames.appending(argument, [UInt8(ascii: "/")])
                collectSpecs(in: folder, into: &found)
                if found.isEmpty, unusable.last?.path != argument {
                    unusable.append((argument, .cannotUse(argument, reason: "no *.yaml or *.yml files in this directory")))
                }
                paths += found.sorted()
            } else {
                paths.append(argument)
            }
        }
        // One folder's walk reaches each file once: only several arguments can repeat one.
        if arguments.count > 1 { paths = Self.withoutRepeats(paths) }
    }

    /// The paths with every one that names a file named before left out: the same file as the
    /// system sees it (device and inode: `./a.yaml`, `$PWD/a.yaml`, `specs/sub/../a.yaml` and a
    /// link to it are `a.yaml`), and standard input once.
    static func withoutRepeats(_ paths: [String]) -> [String] {
        var seen: Set<FileKey> = []
        seen.reserveCapacity(paths.count)
        return paths.filter { seen.insert(FileKey($0)).inserted }
    }

    /// What tells two named files apart: the file itself, or, for standard input and a path
    /// that cannot be looked at, the path as written.
    private enum FileKey: Hashable {
        case file(FileIdentity)
        case path(String)

        init(_ path: String) {
            self = path == "-" ? .path(path) : FileIdentity(path: path).map(FileKey.file) ?? .path(path)
        }
    }

    /// Whether a file name ends in `.yaml` or `.yml`.
    private static func isSpecFile(_ name: String) -> Bool {
        name.hasSuffix(".yaml") || name.hasSuffix(".yml")
    }

    /// Appends the paths of the spec files in a directory (its path ending in `/`) and, depth
    /// first, in its subdirectories; hidden entries are skipped. The walk reads directories with
    /// `opendir`/`readdir` (a `FileManager` enumerator costs a few percent of a whole validation
    /// run) and does not follow symbolic links to directories. A directory that cannot be read
    /// is reported (its specs would go unchecked); a spec name that is no regular file is skipped
    /// with a warning.
    private mutating func collectSpecs(in directory: String, into found: inout [String]) {
        guard let stream = FileSystemNames.withCPath(directory, { opendir($0) }) else {
            let folder = String(directory.dropLast())
            unusable.append((folder, .cannotReadFolder(folder, reason: String(cString: strerror(errno)))))
            return
        }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let nameBytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            let name = String(decoding: nameBytes, as: UTF8.self)
            if name.hasPrefix(".") { continue }
            let path = FileSystemNames.appending(directory, nameBytes)
            let kind = EntryKind(type: entry.pointee.d_type, path: path)
            if kind == .directory {
                collectSpecs(in: FileSystemNames.appending(path, [UInt8(ascii: "/")]), into: &found)
            } else if Self.isSpecFile(name) {
                if kind == .special { skipped.append(.skippedNotARegularFile(path)) } else { found.append(path) }
            }
        }
    }

    /// What a directory entry is, as far as the walk cares.
    private enum EntryKind {
        /// A directory itself, not a link to one: walked.
        case directory
        /// A regular file, a link to one, or a link that cannot be followed (reading it reports why).
        case file
        /// A FIFO, a device, a socket, or a link to one of those or to a directory: never opened.
        case special

        /// `lstat` answers when the file system leaves the entry's type unknown; a link is followed.
        init(type: UInt8, path: String) {
            var type = type
            var status = stat()
            if type == UInt8(DT_UNKNOWN) {
                guard FileSystemNames.withCPath(path, { lstat($0, &status) }) == 0 else {
                    self = .file
                    return
                }
                type = Self.directoryType(status.st_mode)
            }
            switch Int(type) {
            case Int(DT_DIR): self = .directory
            case Int(DT_REG): self = .file
            case Int(DT_LNK):
                let followed = FileSystemNames.withCPath(path) { stat($0, &status) } == 0
                self = !followed || (status.st_mode & S_IFMT) == S_IFREG ? .file : .special
            default: self = .special
            }
        }

        /// The `d_type` value of a `stat` mode.
        private static func directoryType(_ mode: mode_t) -> UInt8 {
            switch mode & S_IFMT {
            case S_IFDIR: UInt8(DT_DIR)
            case S_IFREG: UInt8(DT_REG)
            case S_IFLNK: UInt8(DT_LNK)
            default: UInt8(DT_FIFO)
            }
        }
    }
}

extension InputFiles {
    /// Reads every input and checks it on `jobs` workers, handing each result to `report` in
    /// path order as soon as it and those before it are done, so that a run holds only the
    /// results of a few files at a time (see ``Array/forEachTransformed(jobs:_:_:)``). Skipped
    /// files, paths that name nothing and files that cannot be read are reported on standard
    /// error at the end and left out; the returned list holds them with those messages (the
    /// command then exits 2 after reporting the rest). One job reads the files a batch at a
    /// time (``forEachReadInBatches(_:)``) and checks each of the batch in turn.
    func check<Result: Sendable>(
        jobs: Int, _ check: @Sendable (Source) -> Result, each report: (Result) -> Void
    ) -> [(path: String, message: ToolMessage)] {
        var unusable = self.unusable
        func consume(_ outcome: Swift.Result<Result, SourceError>) {
            switch outcome {
            case .success(let result): report(result)
            case .failure(let error): unusable.append((error.path, .cannotRead(error.path, reason: error.reason)))
            }
        }
        if jobs > 1 {
            paths.forEachTransformed(jobs: jobs, { Self.read($0).map(check) }, consume)
        } else {
            forEachReadInBatches { consume($0.map(check)) }
        }
        for message in skipped { Console.report(message) }
        for (_, message) in unusable { Console.report(message) }
        return unusable
    }

    /// The most files, and the most bytes (unless one file alone is larger), read in one batch.
    static let readBatch = (files: 32, bytes: 1 << 20)

    /// Reads the files in path order, ``readBatch`` at a time, and hands each to `body` once its
    /// batch is read. Checking a spec right after its `open`, `read` and `close` runs it with
    /// the caches and branch predictors the kernel has just left cold; a batch's system calls
    /// one after another, then its specs' checks, cost less (Benchmarks/Validate/README.md).
    func forEachReadInBatches(_ body: (Swift.Result<Source, SourceError>) -> Void) {
        var next = paths.startIndex
        var batch: [Swift.Result<Source, SourceError>] = []
        batch.reserveCapacity(Self.readBatch.files)
        while next < paths.endIndex {
            var bytes = 0
            while next < paths.endIndex, batch.count < Self.readBatch.files, bytes < Self.readBatch.bytes {
                let outcome = Self.read(paths[next])
                if case .success(let source) = outcome { bytes += source.bytes.count }
                batch.append(outcome)
                next += 1
            }
            for outcome in batch { body(outcome) }
            batch.removeAll(keepingCapacity: true)
        }
    }

    /// A file's bytes, read through the path's own bytes (see ``FileSystemNames``).
    private static func read(_ path: String) -> Swift.Result<Source, SourceError> {
        Swift.Result { () throws(SourceError) in try Source.read(path: path, fileName: FileSystemNames.bytes(of: path)) }
    }
}

extension Array where Element: Sendable {
    /// Transforms every element on `jobs` workers (no more than there are elements) that take
    /// the next element as they finish one, and hands the results to `consume` on the calling
    /// thread in the array's order, so output is the same as a serial run's. Workers run at most
    /// ``reorderWindow(jobs:)`` elements ahead of `consume` and a result is dropped once
    /// consumed, so memory holds that many results at most, however long the array and however
    /// many jobs are asked for. One job transforms serially.
    func forEachTransformed<Result: Sendable>(
        jobs: Int, _ transform: @Sendable (Element) -> Result, _ consume: (Result) -> Void
    ) {
        let jobs = Swift.min(jobs, count)
        guard jobs > 1 else {
            for element in self { consume(transform(element)) }
            return
        }
        withoutActuallyEscaping(transform) { transform in
            let window = ReorderWindow<Result>(size: Self.reorderWindow(jobs: jobs))
            let workers = DispatchGroup()
            for _ in 0..<jobs {
                DispatchQueue.global().async(group: workers) { [self] in
                    while let index = window.claim(below: count) { window.deliver(transform(self[index]), at: index) }
                }
            }
            for index in indices { consume(window.take(index)) }
            workers.wait()
        }
    }

    /// How far workers may run ahead of the consumer: four results per job.
    static func reorderWindow(jobs: Int) -> Int { 4 * jobs }
}

/// The results of a parallel run between the workers that make them and the consumer that
/// takes them in order: at most `size` indices are claimed and not yet taken, so each has its
/// own slot (`index % size`).
private final class ReorderWindow<Result: Sendable>: Sendable {
    private let slots: Locked<[Result?]>
    /// One per slot: signalled when its result is delivered.
    private let ready: [DispatchSemaphore]
    /// Counts the indices that may still be claimed before the consumer takes one.
    private let free: DispatchSemaphore
    private let next = Atomic<Int>(0)

    init(size: Int) {
        slots = Locked(Array(repeating: nil, count: size))
        ready = (0..<size).map { _ in DispatchSemaphore(value: 0) }
        free = DispatchSemaphore(value: size)
    }

    /// The next index to work on, waiting while the window is full; nil when all below `count` are claimed.
    func claim(below count: Int) -> Int? {
        free.wait()
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count else {
            free.signal()
            return nil
        }
        return index
    }

    /// Stores the result of a claimed index.
    func deliver(_ result: Result, at index: Int) {
        slots.withLock { $0[index % $0.count] = result }
        ready[index % ready.count].signal()
    }

    /// Waits for the result of `index` (every index before it taken already) and frees its slot.
    func take(_ index: Int) -> Result {
        // A result is stored before its semaphore is signalled: the first pass finds it.
        while true {
            ready[index % ready.count].wait()
            if let result = slots.withLock({ slots in slots[index % slots.count].take() }) {
                free.signal()
                return result
            }
        }
    }
}

extension ToolMessage {
    /// A folder under a named folder that could not be listed, so its specs went unchecked.
    static func cannotReadFolder(_ path: String, reason: String) -> ToolMessage {
        ToolMessage(severity: .error, text: "cannot read folder '\(path)': \(reason)")
    }

    /// A spec name in a folder that is a FIFO, a device or a socket: opening it could block.
    static func skippedNotARegularFile(_ path: String) -> ToolMessage {
        ToolMessage(severity: .warning, text: "skipped '\(path)': not a regular file")
    }
}
