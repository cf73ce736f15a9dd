import YAML

extension InputFiles {
    /// Reads every input and checks it on `jobs` workers, in path order. Paths that name nothing
    /// and files that cannot be read are reported on standard error and left out; `allUsable`
    /// tells whether there were any (the command then exits 2 after reporting the rest).
    func check<Result: Sendable>(jobs: Int, _ check: @Sendable (Source) -> Result) -> (results: [Result], allUsable: Bool) {
        for (path, reason) in unusable { Output.error("refreshspec: error: cannot use '\(path)': \(reason)\n") }
        let outcomes = paths.parallelMap(jobs: jobs) { path -> Swift.Result<Result, SourceError> in
            Swift.Result { () throws(SourceError) in try Source.read(path: path) }.map(check)
        }
        var results: [Result] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let result): results.append(result)
            case .failure(let error): Output.error("refreshspec: error: cannot read '\(error.path)': \(error.reason)\n")
            }
        }
        return (results, results.count == outcomes.count && unusable.isEmpty)
    }
}
