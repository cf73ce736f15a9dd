import Foundation
import Testing

@testable import RefreshSpecCLI

/// The parts that let a run write as it goes: results handed over in order from parallel
/// workers, and text put aside beyond memory.
@Suite struct StreamingPartsTests {
    @Test(arguments: [1, 2, 4, 8])
    func resultsComeInInputOrder(jobs: Int) {
        let numbers = Array(0..<2_000)
        var seen: [Int] = []
        numbers.forEachTransformed(jobs: jobs, { $0 * 3 }) { seen.append($0) }
        #expect(seen == numbers.map { $0 * 3 })
    }

    /// More jobs than elements run one worker per element: `--jobs 1000000000` allocated a
    /// window of four billion slots (and aborted), `--jobs` Int.max overflowed computing it.
    @Test(arguments: [1_000_000_000, Int.max])
    func moreJobsThanElementsNeedNoMoreWorkers(jobs: Int) {
        let numbers = Array(0..<5)
        var seen: [Int] = []
        numbers.forEachTransformed(jobs: jobs, { $0 + 1 }) { seen.append($0) }
        #expect(seen == [1, 2, 3, 4, 5])
    }

    @Test func aSpoolHandsBackWhatWentInAlsoPastItsMemoryLimit() throws {
        let spool = Spool()
        var expected: [UInt8] = []
        for index in 0..<40_000 {
            let line = "line \(index): \(String(repeating: "x", count: index % 193))\n"
            spool.append(line)
            expected += line.utf8
        }
        #expect(expected.count > 3 * Spool.memoryLimit)
        var back: [UInt8] = []
        let code = spool.forEachPiece { back += $0 }
        #expect(code == 0)
        #expect(back == expected)
    }
}
