// Benchmarks, run in release:
//   swift run -c release RefreshEngineBenchmark
//     nanoseconds per offset change through the engine (OffsetChanges)
//   swift run -c release RefreshEngineBenchmark deflate FILE...
//     the HTML report's DEFLATE on the files: ratio and MB/s (DeflateThroughput)
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil:
    OffsetChanges.run()
case "deflate" where arguments.count > 1:
    do {
        try DeflateThroughput.run(paths: Array(arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data("RefreshEngineBenchmark: \(error)\n".utf8))
        exit(1)
    }
default:
    FileHandle.standardError.write(Data("usage: RefreshEngineBenchmark [deflate FILE...]\n".utf8))
    exit(2)
}
