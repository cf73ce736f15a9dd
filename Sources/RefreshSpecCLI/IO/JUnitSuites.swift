import RefreshReport
import RefreshSpec

/// The suites of `test --junit`, put aside spec by spec in a ``Spool`` (the document's opening
/// holds the run's totals), then written with that opening through ``OutputFile``: into a
/// temporary file beside the target, renamed over it at the end.
struct JUnitSuites {
    /// When the run started (``RunStart``): every suite's `timestamp`.
    let start: Timestamp
    private let spool = Spool()

    /// Puts aside one spec's suite.
    mutating func add(_ result: SpecTestResult) {
        spool.append(JUnitXML.suite(result, start: start))
    }

    /// Writes the document to `path`; false when it could not be written (reported).
    func write(to path: String, totals: TestTotals) -> Bool {
        OutputFile.write(to: path) { put throws(OutputFile.Failure) in
            try put(Array(JUnitXML.opening(totals).utf8))
            let code = try spool.forEachPiece(put)
            guard code == 0 else { throw .system(code) }
            try put(Array(JUnitXML.closing.utf8))
        }
    }
}
