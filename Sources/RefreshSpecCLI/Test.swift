import RefreshReport
import RefreshRunner
import RefreshSpec
import YAML

/// `refreshspec test PATH...`: runs every scenario of every spec and checks its expectations.
struct Test: Command {
    static let junitOption = Option<String?>(
        "--junit", valueName: "<file>",
        abstract: "Also write the results as JUnit XML to this file (folders created when missing).")
    static let htmlOption = Option<String?>(
        "--html", valueName: "<file>",
        abstract: "Also write a self-contained HTML report with each scenario's filmstrip and timeline to this file.")
    static let pathsArgument = Positional(
        name: "<path>", repeats: true, abstract: "Spec files, or directories searched for *.yaml and *.yml.")

    static let help = CommandHelp(
        name: "test",
        abstract: "Run every scenario of every spec and check its expectations.",
        discussion: """
            Prints a line per scenario and a summary; a spec with no scenarios gets a warning that nothing \
            was tested. Exits 1 when a spec has errors (with --strict: any problem) or an expectation fails. With --shard, a last line gives the shard's share of the files \
            (shard 2/3: 4 of 11 spec files); a shard that gets no files succeeds.
            """,
        argument: pathsArgument,
        options: [junitOption.help, htmlOption.help, Shard.option.help] + ReportOptions.help)

    var paths: [String]
    var junit: String?
    var html: String?
    var shard: Shard?
    var options: ReportOptions

    init(arguments: inout Arguments) throws(UsageError) {
        junit = try arguments.value(Self.junitOption)
        html = try arguments.value(Self.htmlOption)
        shard = try arguments.value(Shard.option)
        options = try ReportOptions(arguments: &arguments)
        paths = try arguments.values(of: Self.pathsArgument)
    }

    func run() -> ExitStatus {
        let options = options
        var files = InputFiles(paths)
        let outputs = [("--junit", junit), ("--html", html)].compactMap { option, path in path.map { (option, $0) } }
        if let problem = OutputClash.problem(outputs: outputs, inputs: files.paths) {
            Output.report(UsageError(message: problem, help: Self.help))
            return .usage
        }
        let selection = shard?.select(files.paths)
        if let selection { files.paths = selection.files }
        var output = TestOutput(options: options, colors: Output.useColors, shard: selection, paths: files.paths)
        var junitSuites = junit.map { _ in JUnitSuites() }
        // The HTML page draws every step, so with --html each run keeps its steps, until the end.
        let keepsSteps = html != nil
        var htmlResults: [SpecTestResult] = []
        let unusable = files.check(jobs: options.jobs, { Self.test($0, options, keepsSteps: keepsSteps) }) { result in
            junitSuites?.add(result)
            if keepsSteps { htmlResults.append(result) }
            output.add(result)
        }
        // Nothing was checked: the errors said why, and a summary of no files would only confuse;
        // a SARIF log is still written, as an upload must learn that the run failed.
        guard unusable.isEmpty || output.totals.specs > 0 || options.format.reportsUnusablePaths else { return .usage }
        // The JUnit and HTML files first, so that the SARIF log's exit code counts a failure to write them.
        let junitWritten = junit.map { junitSuites?.write(to: $0, totals: output.totals) ?? false } ?? true
        let htmlWritten = html.map { OutputFile.write(HTMLReport.render(htmlResults), to: $0) } ?? true
        let written = junitWritten && htmlWritten
        let status: ExitStatus = !unusable.isEmpty || !written ? .usage : output.allPassed ? .success : .failure
        return output.finish(invocation: SARIF.Invocation(status, unusable: unusable)) ? status : .usage
    }

    /// Loads and runs one spec; a spec with errors (with `--strict`, any problem, such as having
    /// no scenarios) is not run.
    /// Unless `keepsSteps` (for the HTML page), only outcomes are kept of the run, not every
    /// step's snapshots: `test` prints no more.
    private static func test(_ source: Source, _ options: ReportOptions, keepsSteps: Bool) -> SpecTestResult {
        let loaded = Spec.load(source: source).warningOfNothingTested.checked(strict: options.strict)
        let report = loaded.spec.map { SpecRunner(keepsSteps: keepsSteps).run($0, path: source.path) }
        return SpecTestResult(path: source.path, diagnostics: loaded.diagnostics, report: report, source: source)
    }
}

/// What `test` writes to standard output in each format, written spec by spec as the results
/// come in (each dropped once written), then the totals: the same bytes as rendering every
/// result at once. A SARIF log's results wait in a ``Spool`` (its opening holds the exit
/// status); JSON opens its `specs` array at the first spec.
struct TestOutput {
    var options: ReportOptions
    /// Whether text output may use ANSI colors.
    var colors: Bool
    /// The `--shard` this run is, if any: text and github output end with its line
    /// (`shard 2/3: 4 of 11 spec files`), json has it as `shard`.
    var shard: Shard.Selection?
    /// The counts so far.
    private(set) var totals = TestTotals()
    /// Whether every spec so far loaded and passed.
    private(set) var allPassed = true
    private var standardOutput = StandardOutputBuffer()
    private var sarif: SARIFResults

    /// An output for a run over `paths` (the SARIF fingerprints need to know which come twice).
    init(options: ReportOptions, colors: Bool, shard: Shard.Selection?, paths: [String]) {
        self.options = options
        self.colors = colors
        self.shard = shard
        sarif = SARIFResults(paths: options.format == .sarif ? paths : [])
    }

    /// Writes one spec's part of the output.
    mutating func add(_ result: SpecTestResult) {
        totals.add(result)
        allPassed = allPassed && result.passed
        switch options.format {
        case .text: standardOutput.write(TestSummary(colors: colors, quiet: options.quiet).render(result))
        case .json:
            let separator = totals.specs == 1 ? JSON.openingObject([], arrayKey: "specs") : ","
            standardOutput.write(separator + TestJSON.spec(result).serialized())
        case .sarif: sarif.add(result.problems, path: result.path, source: result.source)
        case .github: standardOutput.write(GitHubAnnotations.render(result.problems))
        }
    }

    /// Writes the rest: the totals and shard line, the end of the JSON document, or the whole
    /// SARIF log. False when the log's results could not be read back (reported; exit 2).
    mutating func finish(invocation: SARIF.Invocation) -> Bool {
        let shardLine = shard.map { $0.summary + "\n" } ?? ""
        var complete = true
        switch options.format {
        case .text: standardOutput.write(TestSummary.totals(totals) + shardLine)
        case .github:
            standardOutput.write(GitHubAnnotations.render(invocation.unusableInputs) + TestSummary.totals(totals) + shardLine)
        case .json:
            if totals.specs == 0 { standardOutput.write(JSON.openingObject([], arrayKey: "specs")) }
            let unusable = ("unusable", ValidationJSON.unusable(invocation.unusableInputs))
            standardOutput.write(JSON.closingArray(thenMembers: [unusable] + jsonMembers) + "\n")
        case .sarif:
            complete = sarif.write(to: &standardOutput, invocation: invocation, properties: [("summary", totals.json)])
        }
        standardOutput.flush()
        return complete
    }

    /// The JSON report's members after `specs` and `unusable`: `summary`, and `"shard": {"index", "count",
    /// "files", "total"}` when sharded.
    private var jsonMembers: [(String, JSON)] {
        let summary = ("summary", totals.json)
        guard let shard else { return [summary] }
        let description: JSON = .object([
            ("index", .integer(shard.shard.index)), ("count", .integer(shard.shard.count)),
            ("files", .integer(shard.files.count)), ("total", .integer(shard.total)),
        ])
        return [summary, ("shard", description)]
    }
}
