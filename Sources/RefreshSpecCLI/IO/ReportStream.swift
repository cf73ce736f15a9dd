import Diagnostics
import RefreshReport
import YAML

/// What one kind of run (`validate`/`strings check`, `test`) reports, file by file and at the
/// end, for ``ReportStream`` to write in each format.
protocol StreamedRun {
    /// What the run finds in one file.
    associatedtype FileResult

    /// The key of the JSON document's array of files: `files` or `specs`.
    static var jsonArrayKey: String { get }

    /// Counts one more file.
    mutating func add(_ result: FileResult)
    /// How many files were counted.
    var fileCount: Int { get }

    /// The file's part of the text output.
    func text(_ result: FileResult, colors: Bool, quiet: Bool) -> String
    /// The file's object in the JSON document's array.
    func json(_ result: FileResult) -> JSON
    /// The file's path, its YAML document as its load parsed it, and the problems the annotation
    /// and SARIF formats list.
    func problems(_ result: FileResult) -> (path: String, document: Document?, diagnostics: [Diagnostic])

    /// The lines after the files in text and GitHub output: the totals, each ending in a newline.
    var closingText: String { get }
    /// The JSON document's members after its array and `unusable`.
    var jsonMembers: [(String, JSON)] { get }
    /// The SARIF run's `properties`.
    var sarifProperties: [(String, JSON)] { get }
}

/// What `validate`, `strings check` and `test` write to standard output in each format, written
/// file by file as the results come in (each dropped once written), then the totals: the same
/// bytes as rendering every result at once. JSON opens its array at the first file; SARIF writes
/// its opening at the start and how the run went after the results.
struct ReportStream<Run: StreamedRun> {
    let options: ReportOptions
    /// Whether text output may use ANSI colors.
    let colors: Bool
    /// The run's counts so far.
    private(set) var run: Run
    private var standardOutput = StandardOutputBuffer()
    private var sarif: SARIFResults

    /// A stream of `run`'s results over `paths` (the SARIF fingerprints need to know which come twice).
    init(_ run: Run, options: ReportOptions, colors: Bool, paths: [String]) {
        self.run = run
        self.options = options
        self.colors = colors
        sarif = SARIFResults(paths: options.format == .sarif ? paths : [])
        if options.format == .sarif { standardOutput.write(sarif.opening) }
    }

    /// Writes one file's part of the output.
    mutating func add(_ result: Run.FileResult) {
        run.add(result)
        switch options.format {
        case .text: standardOutput.write(run.text(result, colors: colors, quiet: options.quiet))
        case .json:
            let separator = run.fileCount == 1 ? JSON.openingObject([], arrayKey: Run.jsonArrayKey) : ","
            standardOutput.write(separator + run.json(result).serialized())
        case .sarif:
            let (path, document, diagnostics) = run.problems(result)
            standardOutput.write(sarif.results(diagnostics, path: path, document: document))
        case .github: standardOutput.write(GitHubAnnotations.render(run.problems(result).diagnostics))
        }
    }

    /// Writes what is said of a file besides its results (`test --update`'s notes): to standard
    /// output with `--format text`, to standard error otherwise, so that a document stays whole.
    mutating func note(_ text: String) {
        guard !text.isEmpty else { return }
        if options.format == .text { standardOutput.write(text) } else { Console.error(text) }
    }

    /// Writes the rest: the totals, the end of the JSON document, or the end of the SARIF log.
    mutating func finish(invocation: SARIF.Invocation) {
        switch options.format {
        case .text: standardOutput.write(run.closingText)
        case .github: standardOutput.write(GitHubAnnotations.render(invocation.unusableInputs) + run.closingText)
        case .json:
            if run.fileCount == 0 { standardOutput.write(JSON.openingObject([], arrayKey: Run.jsonArrayKey)) }
            let unusable = ("unusable", ValidationJSON.unusable(invocation.unusableInputs))
            standardOutput.write(JSON.closingArray(thenMembers: [unusable] + run.jsonMembers) + "\n")
        case .sarif: standardOutput.write(sarif.closing(invocation: invocation, properties: run.sarifProperties))
        }
        standardOutput.flush()
    }
}
