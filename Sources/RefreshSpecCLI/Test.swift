import RefreshReport
import RefreshRunner
import RefreshSpec
import YAML

/// `refreshspec test PATH...`: runs every scenario of every spec and checks its expectations.
struct Test: Command {
    static let help = CommandHelp(
        name: "test",
        abstract: "Run every scenario of every spec and check its expectations.",
        usage:
            "refreshspec test <path> ... [--junit <file>] [--shard <k>/<n>] [--format <format>] [--strict] [--quiet] [--jobs <n>]",
        discussion: """
            Prints a line per scenario and a summary. Exits 1 when a spec has errors (with --strict: any problem) \
            or an expectation fails. With --shard, a last line gives the shard's share of the files \
            (shard 2/3: 4 of 11 spec files); a shard that gets no files succeeds.
            """,
        arguments: [.init(name: "<path>", text: "Spec files, or directories searched for *.yaml and *.yml.")],
        options: [
            .init(
                name: "--junit <file>", text: "Also write the results as JUnit XML to this file (folders created when missing)."),
            .init(
                name: "--shard <k>/<n>",
                text: "Run only the k-th of n slices of the spec files, for parallel CI jobs: the files sorted by path, "
                    + "the i-th (from 0) in slice i mod n + 1. The same on every machine."),
        ] + ReportOptions.help)

    var paths: [String]
    var junit: String?
    var shard: Shard?
    var options: ReportOptions

    init(arguments: inout Arguments) throws(UsageError) {
        junit = try arguments.option("--junit")
        shard = try arguments.shardOption()
        options = try ReportOptions(arguments: &arguments)
        paths = try arguments.positionals()
        guard !paths.isEmpty else { throw UsageError(message: "Missing expected argument '<path> ...'", help: Self.help) }
    }

    func run() -> ExitStatus {
        let options = options
        var files = InputFiles(paths)
        let selection = shard?.select(files.paths)
        if let selection { files.paths = selection.files }
        let (results, allUsable) = files.check(jobs: options.jobs) { Self.test($0, options) }
        // Nothing was checked: the errors said why, and a summary of no files would only confuse.
        guard allUsable || !results.isEmpty else { return .usage }
        Output.write(TestOutput(options: options, colors: Output.useColors, shard: selection).render(results))
        if let junit, !OutputFile.write(JUnitXML.document(results), to: junit) { return .usage }
        guard allUsable else { return .usage }
        return results.allSatisfy(\.passed) ? .success : .failure
    }

    /// Loads and runs one spec; a spec with errors (with `--strict`, any problem) is not run.
    private static func test(_ source: Source, _ options: ReportOptions) -> SpecTestResult {
        let loaded = Spec.load(source: source).checked(strict: options.strict)
        let report = loaded.spec.map { Runner().run($0, path: source.path) }
        return SpecTestResult(path: source.path, diagnostics: loaded.diagnostics, report: report, source: source)
    }
}
