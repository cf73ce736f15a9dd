import Foundation
import Diagnostics
import RefreshRecord
import RefreshReport
import RefreshRunner
import RefreshSpec
import YAML

/// `refreshspec test PATH...`: runs every scenario of every spec and checks its expectations.
struct TestCommand: Command {
    static let junitOption = Option<String?>(
        "--junit", valueName: "<file>",
        abstract: "Also write the results as JUnit XML to this file (folders created when missing); its timestamp is "
            + "when the run started (UTC), or SOURCE_DATE_EPOCH's time when that is set.")
    static let htmlOption = Option<String?>(
        "--html", valueName: "<file>",
        abstract: "Also write a self-contained HTML report with each scenario's filmstrip and timeline to this file.")
    static let filterOption = Option<ScenarioFilter?>(
        "--filter", valueName: "<pattern>",
        abstract: "Run only the scenarios whose name contains <pattern>, ignoring case; every spec is still checked "
            + "and its errors count. No match in any spec (without --shard) is a usage error that lists the names.",
        default: nil, parse: ScenarioFilter.init)
    static let pathsArgument = Positional(
        name: "<path>", repeats: true, abstract: "Spec files, or directories searched for *.yaml and *.yml.")

    static let help = CommandHelp(
        name: "test",
        abstract: "Run every scenario of every spec and check its expectations.",
        discussion: """
            Prints a line per scenario and a summary; a spec with no scenarios gets a warning that nothing \
            was tested. Exits 1 when a spec has errors (with --strict: any problem) or an expectation fails. \
            With --shard, a last line gives the shard's share of the files (shard 2/3: 4 of 11 spec files); a \
            shard that gets no files succeeds. With --update, the specs are rewritten in place first (only the \
            values written change; comments and every other byte stay) and the results are those of the \
            rewritten specs; a line per spec says what changed. Under CI (the CI environment variable set) \
            --update writes only with --force.
            """,
        argument: pathsArgument,
        options: [filterOption.help, junitOption.help, htmlOption.help, Shard.option.help, RecordOptions.updateHelp]
            + RecordOptions.help + ReportOptions.help)

    var paths: [String]
    var filter: ScenarioFilter?
    var junit: String?
    var html: String?
    var shard: Shard?
    var options: ReportOptions
    /// Which expectations `--update` rewrites; nil without `--update`.
    var update: UpdateMode?
    var recordOptions: RecordOptions

    init(arguments: inout Arguments) throws(UsageError) {
        filter = try arguments.value(Self.filterOption)
        junit = try arguments.value(Self.junitOption)
        html = try arguments.value(Self.htmlOption)
        shard = try arguments.value(Shard.option)
        update = try arguments.valueOrBare(RecordOptions.updateOption, bare: .failed)
        recordOptions = RecordOptions(arguments: &arguments)
        options = try ReportOptions(arguments: &arguments)
        paths = try arguments.values(of: Self.pathsArgument)
        guard update != nil else {
            guard !recordOptions.dryRun, !recordOptions.force else {
                throw arguments.usageError("--dry-run and --force go with --update")
            }
            return
        }
        guard !paths.contains("-") else {
            throw arguments.usageError("test --update rewrites spec files in place; name the files instead of '-'")
        }
        if let refusal = recordOptions.refusal(arguments) { throw refusal }
    }

    func run() -> ExitStatus {
        let now = Date()
        let options = options
        var files = InputFiles(paths)
        let outputs = [("--junit", junit), ("--html", html)].compactMap { option, path in path.map { (option, $0) } }
        if let problem = OutputClash.problem(outputs: outputs, inputs: files.paths) {
            Console.report(UsageError(message: problem, help: Self.help))
            return .usage
        }
        var junitSuites: JUnitSuites?
        if junit != nil {
            do throws(UsageError) {
                let environment = ProcessInfo.processInfo.environment
                junitSuites = JUnitSuites(start: try RunStart.time(environment: environment, now: now, help: Self.help))
            } catch {
                Console.report(error)
                return .usage
            }
        }
        let selection = shard?.select(files.paths)
        if let selection { files.paths = selection.files }
        var output = ReportStream(TestRun(shard: selection), options: options, colors: Console.useColors, paths: files.paths)
        // With --html, each spec's worker keeps the steps the page draws and renders its section;
        // `number` tells the sections' ids apart.
        let page = html.map { _ in HTMLPage() }
        let pageNumbers = html.map { _ in Dictionary(files.paths.enumerated().map { ($1, $0) }) { first, _ in first } }
        // Taken before any file is read: a spec changed from here on is not overwritten.
        let stamps = update == nil ? [:] : Dictionary(files.paths.map { ($0, OutputFile.Stamp(path: $0)) }) { first, _ in first }
        var written = true
        let update = update
        // With --filter, the names of the scenarios there are, for when none matches.
        var names = ScenarioNames()
        let filter = filter
        let unusable = files.check(
            jobs: options.jobs,
            { source in
                var tested = Self.test(source, options, filter: filter, keepsSteps: pageNumbers != nil, update: update)
                if let pageNumbers { tested.renderSection(number: pageNumbers[source.path] ?? 0) }
                return tested
            }
        ) {
            tested in
            if let outcome = tested.update {
                written =
                    write(outcome, path: tested.result.path, stamp: stamps[tested.result.path] ?? nil, to: &output) && written
            }
            let result = tested.result
            if filter != nil { for scenario in result.report?.spec.scenarios ?? [] { names.add(scenario.name) } }
            junitSuites?.add(result)
            if let section = tested.section { page?.add(section.html, of: section.group) }
            output.add(result)
        }
        // Nothing was checked: the errors said why, and a summary of no files would only confuse;
        // a SARIF log is still written, as an upload must learn that the run failed.
        guard unusable.isEmpty || output.run.totals.specs > 0 || options.format.reportsUnusablePaths else { return .usage }
        // The JUnit and HTML files first, so that the SARIF log's exit code counts a failure to write them.
        let junitWritten = junit.map { junitSuites?.write(to: $0, totals: output.run.totals) ?? false } ?? true
        let htmlWritten = html.map { page?.write(to: $0, totals: output.run.totals) ?? false } ?? true
        written = written && junitWritten && htmlWritten
        // A filter that matches nothing is a mistyped command line, unless a shard's files lack what others have.
        let unmatched = shard == nil && output.run.totals.scenarios == 0 ? filter : nil
        let status: ExitStatus =
            !unusable.isEmpty || !written || unmatched != nil ? .usage : output.run.allPassed ? .success : .failure
        output.finish(invocation: SARIF.Invocation(status, unusable: unusable))
        if let unmatched {
            let known = names.listed.isEmpty ? "the specs have no scenarios" : "the scenarios are \(names.text)"
            let message = "no scenario has '\(unmatched.pattern)' in its name (--filter ignores case); \(known)"
            Console.report(UsageError(message: message, help: Self.help))
        }
        return status
    }

    /// Loads and runs one spec, only the scenarios `filter` matches when there is one; a spec
    /// with errors (with `--strict`, any problem, such as having no scenarios) is not run. Unless
    /// `keepsSteps` (for the HTML page, which draws a scenario's first ``DrawnSteps/limit``), only
    /// outcomes are kept of the run, not every step's snapshots: `test` prints no more. With `update`, the spec's expectations are written first
    /// (in memory; ``write(_:path:stamp:to:)`` writes the file) and the results are those of the
    /// rewritten spec.
    private static func test(
        _ source: Source, _ options: ReportOptions, filter: ScenarioFilter?, keepsSteps: Bool, update: UpdateMode?
    ) -> TestedSpec {
        let loaded = Spec.load(source: source)
        let runner = SpecRunner(filter: filter, keptSteps: keepsSteps ? DrawnSteps.limit : 0)
        guard let update, let spec = loaded.spec, let recorder = ExpectationRecorder(loaded: loaded) else {
            return TestedSpec(result: result(of: loaded, options, runner), update: nil)
        }
        let report = SpecRunner(filter: filter).run(spec, path: source.path)
        do {
            let recording = try recorder.update(report, mode: update)
            return TestedSpec(result: result(of: recording.reloaded, options, runner), update: .success(recording))
        } catch {
            return TestedSpec(result: result(of: loaded, options, runner), update: .failure(error))
        }
    }

    private static func result(of loaded: LoadResult, _ options: ReportOptions, _ runner: SpecRunner) -> SpecTestResult {
        let checked = loaded.warningOfNothingTested.checked(strict: options.strict)
        let report = checked.spec.map { runner.run($0, path: loaded.source.path) }
        return SpecTestResult(
            path: loaded.source.path, diagnostics: checked.diagnostics, report: report, source: loaded.source,
            document: loaded.document)
    }

    /// Writes a rewritten spec (unless `--dry-run`) and says what changed, its diff with
    /// `--dry-run`, and the values it could not write. False when the file could not be written.
    private func write(
        _ outcome: Result<Recording, Diagnostic>, path: String, stamp: OutputFile.Stamp?, to output: inout ReportStream<TestRun>
    ) -> Bool {
        switch outcome {
        case .failure(let problem):
            output.note(problems: [problem], in: nil)
            return true
        case .success(let recording):
            output.note(problems: recording.problems, in: recording.original)
            guard recording.changed else {
                if !options.quiet { output.note("\(path): \(recording.summary)\n") }
                return true
            }
            if recordOptions.dryRun {
                output.note(recording.unifiedDiff(path: path) + "\(path): \(recording.summary) (dry run: nothing written)\n")
                return true
            }
            guard OutputFile.write(Data(recording.bytes), to: path, unchangedSince: stamp) else { return false }
            output.note("\(path): \(recording.summary)\n")
            return true
        }
    }
}

/// One spec as `test` found it: its results and, with `--update`, the rewritten spec or why
/// it could not be rewritten.
struct TestedSpec: Sendable {
    var result: SpecTestResult
    var update: Result<Recording, Diagnostic>?
    /// With `--html`, the spec's section of the page and the group it goes in.
    var section: (group: HTMLReport.Group, html: String)?

    /// Renders ``section`` (`number` tells the page's sections apart), then drops the steps the
    /// result kept for it: nothing else in `test` reads them.
    mutating func renderSection(number: Int) {
        section = (HTMLReport.Group(result), HTMLReport.section(result, number: number))
        guard var report = result.report else { return }
        for index in report.scenarios.indices { report.scenarios[index].steps = [] }
        result.report = report
    }
}

/// What `test` reports: each spec's problems and scenarios, then the counts (and the shard's
/// share of the files, with `--shard`).
struct TestRun: StreamedRun {
    static let jsonArrayKey = "specs"
    /// The `--shard` this run is, if any: text and github output end with its line
    /// (`shard 2/3: 4 of 11 spec files`), json has it as `shard`.
    var shard: Shard.Selection?
    /// The counts so far.
    private(set) var totals = TestTotals()
    /// Whether every spec so far loaded and passed.
    private(set) var allPassed = true

    mutating func add(_ result: SpecTestResult) {
        totals.add(result)
        allPassed = allPassed && result.passed
    }

    var fileCount: Int { totals.specs }

    func text(_ result: SpecTestResult, colors: Bool, quiet: Bool) -> String {
        TestSummary(colors: colors, quiet: quiet).render(result)
    }

    func json(_ result: SpecTestResult) -> JSON { TestJSON.spec(result) }

    func problems(_ result: SpecTestResult) -> (path: String, document: Document?, diagnostics: [Diagnostic]) {
        (result.path, result.document, result.problems)
    }

    var closingText: String { TestSummary.totals(totals) + (shard.map { $0.summary + "\n" } ?? "") }

    /// `summary`, and `"shard": {"index", "count", "files", "total"}` when sharded.
    var jsonMembers: [(String, JSON)] {
        let summary = ("summary", totals.json)
        guard let shard else { return [summary] }
        let description: JSON = .object([
            ("index", .integer(shard.shard.index)), ("count", .integer(shard.shard.count)),
            ("files", .integer(shard.files.count)), ("total", .integer(shard.total)),
        ])
        return [summary, ("shard", description)]
    }

    var sarifProperties: [(String, JSON)] { [("summary", totals.json)] }
}

extension ReportStream where Run == TestRun {
    /// Writes problems ``note(_:)``'s way, like a compiler's, quoting their lines of `source`.
    mutating func note(problems: [Diagnostic], in source: Source?) {
        guard !problems.isEmpty else { return }
        note(DiagnosticRenderer(colors: options.format == .text && colors).render(problems, quoting: source))
    }
}
