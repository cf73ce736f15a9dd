import Diagnostics
import Foundation
import RefreshReport
import RefreshRunner
import RefreshSpec
import Testing
import YAML

/// Engine invariants over seeded random specs (issue 13): finite numbers, MJRefresh's five
/// states, insets restored after each refresh cycle, no more end callbacks than refreshing
/// callbacks, hidden components deaf to offsets, and the same report bytes for the same seed.
///
/// `INVARIANT_CASES=N` runs N seeds instead of the default; `INVARIANT_SEED=S` (decimal or 0x…)
/// runs that one seed, as printed by a failure.
@Suite struct EngineInvariantTests {
    /// Seeds run by default: about 4,500 random steps (16 per seed on average) in a few seconds.
    static let defaultCases = 300

    /// The seeds to run: one from `INVARIANT_SEED`, else `INVARIANT_CASES` (or the default) in a row.
    static func seeds() -> [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["INVARIANT_SEED"], let seed = parseSeed(text) {
            return [seed]
        }
        let count = environment["INVARIANT_CASES"].flatMap { Int($0) } ?? defaultCases
        return (0..<UInt64(max(0, count))).map { 0x5EED_0000 + $0 }
    }

    /// A seed written in decimal or as `0x` hexadecimal.
    static func parseSeed(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }

    /// The report of `spec`'s scenario rendered as run JSON lines, with the report itself.
    static func run(_ spec: Spec) -> (SpecReport, String) {
        let report = SpecRunner().run(spec, path: "random.yaml")
        return (report, RunJSON.lines(report))
    }

    @Test func randomSpecsKeepTheEngineInvariants() {
        var failedSeeds = 0
        var checkedCycles = 0
        let seeds = Self.seeds()
        for seed in seeds where failedSeeds < 5 {
            let (problems, cycles) = Self.problems(seed: seed)
            checkedCycles += cycles
            if !problems.isEmpty {
                failedSeeds += 1
                let spec = RandomSpec(seed: seed)
                Issue.record(
                    """
                    seed 0x\(String(seed, radix: 16)) broke an engine invariant \
                    (replay: INVARIANT_SEED=0x\(String(seed, radix: 16)) swift test --filter EngineInvariantTests):
                    \(problems.prefix(5).joined(separator: "\n"))
                    \(spec.yaml)
                    """)
            }
        }
        // The inset invariant must have compared cycles, or it could never fail.
        #expect(seeds.count < 50 || checkedCycles > seeds.count / 20)
    }

    /// What is wrong with the run of `seed`'s spec: a load error, a broken invariant, or
    /// different bytes from a second run.
    static func problems(seed: UInt64) -> (found: [String], checkedCycles: Int) {
        let random = RandomSpec(seed: seed)
        let result = Spec.load(source: Source(path: "random.yaml", bytes: Array(random.yaml.utf8)))
        guard let spec = result.spec, !result.diagnostics.contains(where: { $0.severity == .error }) else {
            return (result.diagnostics.filter { $0.severity == .error }.map { "does not load: \($0.message)" }, 0)
        }
        let (report, json) = run(spec)
        guard let scenario = report.scenarios.first else { return (["no scenario ran"], 0) }
        var (problems, cycles) = EngineInvariants(spec: random, scenario: scenario, json: json).violations()
        if run(spec).1 != json {
            problems.append("a second run rendered different report bytes")
        }
        return (problems, cycles)
    }

    /// The generator itself is deterministic, and a seed reads back from how failures print it.
    @Test func seedsReplay() {
        #expect(RandomSpec(seed: 42).yaml == RandomSpec(seed: 42).yaml)
        #expect(RandomSpec(seed: 42).yaml != RandomSpec(seed: 43).yaml)
        #expect(Self.parseSeed("0x5eed0007") == 0x5EED_0007)
        #expect(Self.parseSeed("17") == 17)
    }
}
