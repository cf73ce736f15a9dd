import RefreshReport

/// What `test` writes to standard output in each format.
struct TestOutput {
    var options: ReportOptions
    /// Whether text output may use ANSI colors.
    var colors: Bool
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
            return SARIF.log(results.flatMap(\.problems), properties: [("summary", TestTotals(results).json)]).serialized()
                + "\n"
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
