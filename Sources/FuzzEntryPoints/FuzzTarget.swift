/// The fuzz targets: each takes any bytes and must return without crashing, hanging or
/// breaking one of its checks. libFuzzer drives them (`Fuzz/`, `Scripts/fuzz.sh`), and the
/// regression tests replay the inputs it once crashed on through the same functions.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// The YAML loader: `Document.parse`, every node read through its handles, and the text of
    /// its diagnostic.
    case loader
    /// Load, decode and validate (`Spec.load`), and every diagnostic as text and JSON.
    case validate
    /// Every scenario of a spec that validates (`SpecRunner`), and the run renderers.
    case run
    /// The `.strings` parser and the String Catalog reader, each with a render round trip.
    case strings
    /// `strings import` editing: spec, NUL, locale, NUL, translations (see ``FuzzImport``).
    case `import`
    /// `test --update` and `record` editing of a spec (see ``FuzzRecord``).
    case record

    /// Runs one input through the target; a broken check stops the process with its reason, so
    /// that libFuzzer saves the input as a crash.
    public func callAsFunction(_ bytes: [UInt8]) {
        switch self {
        case .loader: FuzzLoader.run(bytes)
        case .validate: FuzzValidate.run(bytes)
        case .run: FuzzRun.run(bytes)
        case .strings: FuzzStrings.run(bytes)
        case .import: FuzzImport.run(bytes)
        case .record: FuzzRecord.run(bytes)
        }
    }

    /// The checks one input breaks, each by its reason, in the order broken: for tests, which
    /// report them as failures rather than stop.
    public func brokenChecks(_ bytes: [UInt8]) -> [String] {
        BrokenChecks.collecting { self(bytes) }
    }
}

/// Where broken checks go while ``FuzzTarget/brokenChecks(_:)`` collects them.
enum BrokenChecks {
    /// The reasons collected on this task, when collecting.
    @TaskLocal static var collected: Collector?

    /// Runs `body` and returns the reasons of the checks it broke.
    static func collecting(_ body: () -> Void) -> [String] {
        let collector = Collector()
        $collected.withValue(collector) { body() }
        return collector.reasons
    }

    /// The reasons of one collection; a task collects on its own thread only.
    final class Collector: @unchecked Sendable {
        var reasons: [String] = []
    }
}

/// A fuzz check: when `condition` is false, the input broke it. Collected while a test asks
/// (``FuzzTarget/brokenChecks(_:)``); otherwise the process stops, naming the check.
func check(_ condition: Bool, _ reason: @autoclosure () -> String) {
    guard !condition else { return }
    guard let collector = BrokenChecks.collected else { fatalError("fuzz check failed: \(reason())") }
    collector.reasons.append(reason())
}
