/// `test --shard K/N`: the K-th of N slices of the spec files, for CI jobs that share the work.
/// The slices are the same on every machine: the files are sorted by the bytes of their paths
/// and the i-th (from 0) belongs to shard i mod N + 1.
struct Shard {
    /// Which slice, from 1 to `count`.
    var index: Int
    /// How many slices the files are cut into: the n of `--shard k/n`.
    var count: Int

    /// The files a shard runs, out of how many the paths named.
    struct Selection {
        var shard: Shard
        /// This shard's files, in path order.
        var files: [String]
        /// All files, each counted once.
        var total: Int

        /// `shard 2/3: 4 of 11 spec files`; an empty shard says that it had nothing to run.
        var summary: String {
            let counts = "shard \(shard.index)/\(shard.count): \(files.count) of \(total) spec file\(total == 1 ? "" : "s")"
            return counts + (files.isEmpty ? ", nothing to run" : "")
        }
    }

    /// This shard's part of `paths`; a path named twice is counted once.
    func select(_ paths: [String]) -> Selection {
        let all = Self.inByteOrder(paths)
        let files = all.enumerated().filter { $0.offset % count + 1 == index }.map(\.element)
        return Selection(shard: self, files: files, total: all.count)
    }

    /// The paths sorted by their UTF-8 bytes, each once (compared byte for byte: `String`'s
    /// own comparison takes canonically equivalent spellings of a name as equal).
    private static func inByteOrder(_ paths: [String]) -> [String] {
        var result: [String] = []
        for path in paths.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        where !(result.last?.utf8.elementsEqual(path.utf8) ?? false) {
            result.append(path)
        }
        return result
    }
}

extension Shard {
    /// `--shard <k>/<n>`, with whole numbers 1 <= k <= n.
    static let option = Option<Shard?>(
        "--shard", valueName: "<k>/<n>",
        abstract: "Run only the k-th of n slices of the spec files, for parallel CI jobs: the files sorted by path, "
            + "the i-th (from 0) in slice i mod n + 1. The same on every machine.",
        default: nil
    ) { given throws(InvalidValue) in
        let parts = given.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1 else {
            throw InvalidValue(hint: "give <k>/<n> with whole numbers 1 <= k <= n, such as 2/3")
        }
        guard (1...count).contains(index) else {
            throw InvalidValue(hint: "k must be from 1 to \(count) for \(count) shards")
        }
        return Shard(index: index, count: count)
    }
}
