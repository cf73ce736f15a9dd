import Diagnostics
import Foundation
import RefreshReport
import YAML

/// The results of a SARIF log on standard output, gathered file by file in a ``Spool`` (the
/// log's opening holds the exit status, known only when every file is done), then written
/// after that opening.
struct SARIFResults {
    private var stream: SARIF.ResultStream
    private let spool = Spool()
    private var count = 0

    /// Results of a run over `paths` in the current directory.
    init(paths: [String]) {
        stream = SARIF.ResultStream(workingDirectory: FileManager.default.currentDirectoryPath, paths: paths, tool: .refreshspec)
    }

    /// Puts aside the results of one file's diagnostics; `document` is the file's YAML document
    /// as its load parsed it.
    mutating func add(_ diagnostics: [Diagnostic], path: String, document: Document?) {
        for result in stream.results(diagnostics, path: path, document: document) {
            spool.append((count == 0 ? "" : ",") + result.serialized())
            count += 1
        }
    }

    /// Writes the whole log: the opening for `invocation`, the results, and the closing with
    /// `properties`. False when the results could not be read back (reported).
    func write(
        to output: inout StandardOutputBuffer, invocation: SARIF.Invocation, properties: [(String, JSON)] = []
    ) -> Bool {
        output.write(SARIF.opening(invocation: invocation, tool: .refreshspec))
        output.flush()
        let code = spool.forEachPiece { piece in piece.withUnsafeBytes { Console.write($0) } }
        output.write(SARIF.closing(properties: properties) + "\n")
        guard code == 0 else {
            Console.report(.cannotReadBack(reason: String(cString: strerror(code))))
            return false
        }
        return true
    }
}

extension ToolMessage {
    /// Results put aside in a temporary file that could not be read back.
    static func cannotReadBack(reason: String) -> ToolMessage {
        ToolMessage(severity: .error, text: "cannot read back the results put aside in a temporary file: \(reason)")
    }
}
