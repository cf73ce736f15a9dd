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
            Prints a line per scenario and a summary. Exits 1 when a spec has errors (with --strict: any problem) \
            or an expectation fails. With --shard, a last line gives the shard's share of the files \
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
        let selection = shard?.select(files.paths)
        if let selection { files.paths = selection.files }
        let (results, unusable) = files.check(jobs: options.jobs) { Self.test($0, options) }
        // Nothing was checked: the errors said why, and a summary of no files would only confuse;
        // a SARIF log is still written, as an upload must learn that the run failed.
        guard unusable.isEmpty || !results.isEmpty || options.format == .sarif else { return .usage }
        // The JUnit and HTML files first, so that the SARIF log's exit code counts a failure to write them.
        let junitWritten = junit.map { OutputFile.write(JUnitXML.document(results), to: $0) } ?? true
        let htmlWritten = html.map { OutputFile.write(HTMLReport.render(results), to: $0) } ?? true
        let written = junitWritten && htmlWritten
        let status: ExitStatus = !unusable.isEmpty || !written ? .usage : results.allSatisfy(\.passed) ? .success : .failure
        let output = TestOutput(
            options: options, colors: Output.useColors, invocation: SARIF.Invocation(status, unusable: unusable), shard: selection
        )
        Output.write(output.render(results))
        return status
    }

    /// Loads and runs one spec; a spec with errors (with `--strict`, any problem) is not run.
    private static func test(_ source: Source, _ options: ReportOptions) -> SpecTestResult {
        let loaded = Spec.load(source: source).checked(strict: options.strict)
        let report = loaded.spec.map { SpecRunner().run($0, path: source.path) }
        return SpecTestResult(path: source.path, diagnostics: loaded.diagnostics, report: report, source: source)
    }
}

/// What `test` writes to standard output in each format.
struct TestOutput {
    var options: ReportOptions
    /// Whether text output may use ANSI colors.
    var colors: Bool
    /// How the run went, for SARIF's `invocations`.
    var invocation: SARIF.Invocation
    /// The `--shard` this run is, if any: text and github output end with its line
    /// (`shard 2/3: 4 of 11 spec files`), json has it as `shard`.
    var shard: Shard.Selection? = nil

    /// The results in the chosen format, ending with a newline.
    func render(_ results: [SpecTestResult]) -> String {
        let shardLine = shard.map { $0.summary + "\n" } ?? ""
        switch options.format {
        case .text: return TestSummary(colors: colors, quiet: options.quiet).render(results) + shardLine
        case .json: return json(results).serialized() + "\n"
        case .sarif:
            let log = SARIF.log(
                results.flatMap(\.problems), sources: results.compactMap(\.source), invocation: invocation,
                properties: [("summary", TestTotals(results).json)])
            return log.serialized() + "\n"
        case .github: return GitHubAnnotations.render(results.flatMap(\.problems)) + TestSummary.totals(results) + shardLine
        }
    }

    /// The JSON report, with `"shard": {"index", "count", "files", "total"}` when sharded.
    private func json(_ results: [SpecTestResult]) -> JSON {
        let report = TestJSON.report(results)
        guard let shard, case .object(let members) = report else { return report }
        let description: JSON = .object([
            ("index", .integer(shard.shard.index)), ("count", .integer(shard.shard.count)),
            ("files", .integer(shard.files.count)), ("total", .integer(shard.total)),
        ])
        return .object(members + [("shard", description)])
    }
}
