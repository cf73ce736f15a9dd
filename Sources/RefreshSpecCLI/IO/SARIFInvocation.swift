import Foundation
import RefreshReport

extension SARIF.Invocation {
    /// This process's run, for a SARIF log: the current directory (paths under it are written
    /// relative to `%SRCROOT%`), the exit status the command is about to return, and the inputs
    /// it could not use with the messages printed for them.
    init(_ status: ExitStatus, unusable: [(path: String, message: ToolMessage)]) {
        self.init(
            workingDirectory: FileManager.default.currentDirectoryPath, exitCode: Int(status.rawValue),
            unusableInputs: unusable.map { UnusableInput(path: $0.path, message: $0.message.text) })
    }
}
