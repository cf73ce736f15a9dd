import FuzzEntryPoints
import LibFuzzerDriver

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The target `REFRESHSPEC_FUZZ_TARGET` names (`Scripts/fuzz.sh` sets it); one binary serves
/// every target, so the sanitized build links once.
let selectedTarget: FuzzTarget = {
    let name = getenv("REFRESHSPEC_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        fatalError("set REFRESHSPEC_FUZZ_TARGET to one of: \(names)")
    }
    return target
}()

/// libFuzzer's entry point: one input through the selected target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    selectedTarget(Array(UnsafeBufferPointer(start: start, count: count)))
    return 0
}

/// SwiftPM names the executable's entry point itself, so libFuzzer's own `main` cannot be it:
/// this `main` hands the command line to libFuzzer's driver.
@main enum FuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(
            LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                guard let data else { return 0 }
                return fuzz(data, size)
            })
    }
}
