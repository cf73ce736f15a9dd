/// The fuzz targets: each takes any bytes and must return without crashing, hanging or
/// breaking one of its checks. libFuzzer drives them (`Fuzz/`, `Scripts/fuzz.sh`), and the
/// regression tests replay the inputs it once crashed on through the same functions.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// The YAML loader: `Node.parse`, and the text of its diagnostic.
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

    /// Runs one input through the target; a broken check stops the process with its reason.
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
}

/// Stops the process when a fuzz check breaks, naming the check, so that libFuzzer saves the
/// input as a crash.
func check(_ condition: Bool, _ reason: @autoclosure () -> String) {
    if !condition { fatalError("fuzz check failed: \(reason())") }
}
