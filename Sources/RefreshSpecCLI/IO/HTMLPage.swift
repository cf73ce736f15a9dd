import RefreshReport
import RefreshSpec

/// The page of `test --html`, written a spec at a time: each spec's section (rendered by the
/// worker that ran it) is put aside in the ``Spool`` of its ``HTMLReport/Group`` (the page lists
/// the failing specs first, and its opening holds the run's totals), then the opening, the three
/// spools and the closing are written through ``OutputFile``: into a temporary file beside the
/// target, renamed over it at the end. Memory so holds at most a spool's limit of each group,
/// however many specs run.
struct HTMLPage {
    private let spools = HTMLReport.Group.allCases.map { _ in Spool() }

    /// Puts aside one spec's section, made by ``HTMLReport/section(_:number:)``.
    func add(_ section: String, of group: HTMLReport.Group) {
        spools[group.rawValue].append(section)
    }

    /// Writes the page to `path`; false when it could not be written (reported).
    func write(to path: String, totals: TestTotals) -> Bool {
        OutputFile.write(to: path) { put throws(OutputFile.Failure) in
            try put(Array(HTMLReport.opening(totals).utf8))
            for spool in spools {
                let code = try spool.forEachPiece(put)
                guard code == 0 else { throw .system(code) }
            }
            try put(Array(HTMLReport.closing.utf8))
        }
    }
}
