import RefreshReport

/// What `test` writes to standard output in each format.
struct TestOutput {
    var options: ReportOptions
    /// Whether text output may use ANSI colors.
    var colors: Bool

    /// The results in the chosen format, ending with a newline.
    func render(_ results: [SpecTestResult]) -> String {
        switch options.format {
        case .text: TestSummary(colors: colors, quiet: options.quiet).render(results)
        case .json: TestJSON.report(results).serialized() + "\n"
        case .sarif:
            SARIF.log(results.flatMap(\.problems), properties: [("summary", TestTotals(results).json)]).serialized() + "\n"
        case .github: GitHubAnnotations.render(results.flatMap(\.problems)) + TestSummary.totals(results)
        }
    }
}
