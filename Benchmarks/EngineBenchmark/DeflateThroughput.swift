import Foundation
import RefreshCore
import RefreshReport

/// Compresses the given files with the HTML report's `Deflate`, each file as one stream as the
/// report compresses each scenario's payload, round after round for at least two seconds, and
/// prints the bytes, the compression ratio and the input bytes compressed per second of wall
/// time and of CPU time (the second steadier on a machine other work shares).
enum DeflateThroughput {
    static func run(paths: [String]) throws {
        let files = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }.map(Array.init)
        let input = files.reduce(0) { $0 + $1.count }
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = Foundation.clock()
        var output = 0
        var rounds = 0
        repeat {
            output = files.reduce(0) { $0 + Deflate.compress($1).count }
            rounds += 1
        } while start.duration(to: clock.now) < .seconds(2)
        let wallSeconds = start.duration(to: clock.now).nanoseconds / 1e9
        let cpuSeconds = Double(Foundation.clock() - cpuStart) / Double(CLOCKS_PER_SEC)
        let ratio = Double(input) / Double(max(output, 1))
        let megabytes = Double(input * rounds) / 1e6
        print("files: \(files.count), bytes: \(input) -> \(output), ratio: \(ratio.text(decimals: 2))")
        print(
            "MB/s: \((megabytes / wallSeconds).text(decimals: 1)) wall, "
                + "\((megabytes / cpuSeconds).text(decimals: 1)) CPU (\(rounds) rounds)")
    }
}
