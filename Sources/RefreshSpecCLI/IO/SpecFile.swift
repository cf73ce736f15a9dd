import RefreshSpec
import YAML

/// Loading one spec for the commands that need a usable spec (`run`, `tree`): the spec, or
/// its diagnostics printed and the exit status to return.
enum SpecFile {
    /// The spec at `path` and the whole load result; prints diagnostics (warnings included) to
    /// standard error.
    static func load(_ path: String) -> Result<(spec: Spec, file: LoadResult), SpecFileFailure> {
        let source: Source
        do {
            source = try Source.read(path: path, fileName: FileSystemNames.bytes(of: path))
        } catch {
            Console.report(.cannotRead(error.path, reason: error.reason))
            return .failure(SpecFileFailure(status: .usage))
        }
        let result = Spec.load(source: source)
        Console.report(result.diagnostics, quoting: source)
        guard let spec = result.spec else { return .failure(SpecFileFailure(status: .failure)) }
        return .success((spec, result))
    }
}

/// Why a spec could not be used, as the exit status to return.
struct SpecFileFailure: Error {
    var status: ExitStatus
}
