import Diagnostics
import Foundation
import RefreshReport
import YAML

/// A SARIF log on standard output, written as the run goes: its opening when the run starts,
/// each file's results as they come, and how the run went (its exit status, the paths it could
/// not use) at the end, after the results.
struct SARIFResults {
    private var stream: SARIF.ResultStream
    private var count = 0

    /// A log of a run over `paths` in the current directory.
    init(paths: [String]) {
        stream = SARIF.ResultStream(workingDirectory: FileManager.default.currentDirectoryPath, paths: paths, tool: .refreshspec)
    }

    /// The log's text before the first result.
    var opening: String { SARIF.opening(tool: .refreshspec) }

    /// The results of one file's diagnostics, as the log's text; `document` is the file's YAML
    /// document as its load parsed it.
    mutating func results(_ diagnostics: [Diagnostic], path: String, document: Document?) -> String {
        var text = ""
        for result in stream.results(diagnostics, path: path, document: document) {
            text += (count == 0 ? "" : ",") + result.serialized()
            count += 1
        }
        return text
    }

    /// The log's text after the last result: `invocation` and the run's `properties`.
    func closing(invocation: SARIF.Invocation, properties: [(String, JSON)]) -> String {
        SARIF.closing(invocation: invocation, properties: properties) + "\n"
    }
}
