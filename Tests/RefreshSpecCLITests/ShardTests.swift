import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

/// `test --shard K/N`: disjoint slices that together run every spec file once, the same on
/// every machine.
@Suite struct ShardTests {
    /// Names whose byte order differs from a case-insensitive or locale-aware one.
    static let names = ["a.yaml", "B.yaml", "Z/x.yaml", "b/c.yaml", "é.yaml", "a b.yml", "_.yaml"]

    /// The spec paths a run reported (`--format json`), in order.
    private func paths(_ arguments: [String]) throws -> [String] {
        let result = try CommandRunner.run(["test", "--format", "json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let specs = try #require(report["specs"] as? [[String: Any]])
        return specs.compactMap { $0["path"] as? String }
    }

    @Test func shardsAreDisjointAndTogetherRunEveryFileOnce() throws {
        let folder = try CommandRunner.folder(
            with: Dictionary(uniqueKeysWithValues: Self.names.map { ($0, TestCommandTests.passingSpec) }))
        defer { try? FileManager.default.removeItem(at: folder) }
        let all = try paths([folder.path])
        #expect(all.count == Self.names.count)
        let shards = try (1...3).map { try paths(["--shard", "\($0)/3", folder.path]) }
        #expect(shards.flatMap { $0 }.sorted() == all.sorted())
        #expect(Set(shards.flatMap { $0 }).count == all.count)
        // File i of the byte-ordered list belongs to shard i mod 3 + 1.
        let ordered = all.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for (k, shard) in shards.enumerated() {
            #expect(shard == ordered.enumerated().filter { $0.offset % 3 == k }.map(\.element))
        }
        // The order the paths are given in does not matter, nor a file named twice.
        let named = Self.names.reversed().map { folder.appendingPathComponent($0).path }
        #expect(try paths(["--shard", "2/3"] + named + [named[0]]) == shards[1])
    }

    @Test func junitOfAShardNamesOnlyItsFiles() throws {
        let folder = try CommandRunner.folder(
            with: Dictionary(uniqueKeysWithValues: Self.names.map { ($0, TestCommandTests.passingSpec) }))
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("out/junit.xml")
        let result = try CommandRunner.run(["test", "--shard", "2/3", folder.path, "--junit", junit.path])
        #expect(result.status == 0, "\(result.stderr)")
        let root = try #require(try XMLDocument(contentsOf: junit).rootElement())
        let files = root.elements(forName: "testsuite").compactMap { $0.attribute(forName: "file")?.stringValue }
        #expect(files == (try paths(["--shard", "2/3", folder.path])))
        #expect(files.count == 2)
    }

    @Test func aShardWithoutFilesSucceedsAndSaysSo() throws {
        let folder = try CommandRunner.folder(with: [
            "a.yaml": TestCommandTests.passingSpec, "b.yaml": TestCommandTests.passingSpec,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["test", "--shard", "3/3", folder.path])
        #expect(result.status == 0)
        #expect(result.stdout == "0 specs, 0 scenarios: 0 passed, 0 failed\nshard 3/3: 0 of 2 spec files, nothing to run\n")
        let second = try CommandRunner.run(["test", "--shard", "2/3", "--quiet", folder.path])
        #expect(second.stdout == "1 spec, 1 scenario: 1 passed, 0 failed\nshard 2/3: 1 of 2 spec files\n")
    }

    @Test(arguments: [
        ("0/3", "k must be from 1 to 3 for 3 shards"), ("4/3", "k must be from 1 to 3 for 3 shards"),
        ("a/b", "give <k>/<n> with whole numbers 1 <= k <= n, such as 2/3"),
        ("3", "give <k>/<n> with whole numbers 1 <= k <= n, such as 2/3"),
        ("1/0", "give <k>/<n> with whole numbers 1 <= k <= n, such as 2/3"),
    ])
    func badShardsAreUsageErrors(value: String, reason: String) throws {
        let result = try CommandRunner.run(["test", "--shard", value, "specs"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix(
                "refreshspec: error: the value '\(value)' is invalid for '--shard'; \(reason)\nUsage: refreshspec test "))
    }
}
