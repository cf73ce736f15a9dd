import Foundation
import Testing

/// Golden files of generated code in `Tests/RefreshCodegenTests/Golden/`: the text must equal
/// the file; `RECORD_SNAPSHOTS=1` (the variable the CLI snapshots use) rewrites it and fails the
/// test, so that a recording is reviewed as a diff before the next run.
enum Golden {
    /// The folder of the golden files.
    static let folder = GeneratedSpecs.packageRoot.appendingPathComponent("Tests/RefreshCodegenTests/Golden")

    /// Compares `text` with the golden file `name`, or records it.
    static func check(_ text: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        let exists = FileManager.default.fileExists(atPath: url.path)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil || !exists {
            try Data(text.utf8).write(to: url)
            Issue.record(
                "Recorded new baseline \(name); review the diff and run again without RECORD_SNAPSHOTS",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "\(name) differs from the generated code", sourceLocation: sourceLocation)
    }
}
