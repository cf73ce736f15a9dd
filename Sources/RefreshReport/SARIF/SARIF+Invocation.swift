extension SARIF {
    /// How the run went, for the log's `invocations[0]`: where it ran, how it exited, and the
    /// inputs it could not use. Without it an upload of a run that could not read a file would
    /// say "no problems".
    public struct Invocation: Sendable {
        /// An input path the run could not use and the tool's message about it, as printed on
        /// standard error (`cannot read 'a.yaml': Permission denied`).
        public struct UnusableInput: Sendable {
            /// The path as given on the command line.
            public var path: String
            /// The message, without the `refreshspec: error: ` prefix.
            public var message: String

            /// An unusable input and its message.
            public init(path: String, message: String) {
                self.path = path
                self.message = message
            }
        }

        /// The absolute working directory: paths under it are written relative to `%SRCROOT%`.
        public var workingDirectory: String
        /// The command's exit status; 2 (a path or the command line could not be used) makes
        /// `executionSuccessful` false.
        public var exitCode: Int
        /// Each becomes a `toolExecutionNotifications` entry located at its path.
        public var unusableInputs: [UnusableInput]

        /// A run in `workingDirectory` that exits with `exitCode` after skipping `unusableInputs`.
        public init(workingDirectory: String, exitCode: Int, unusableInputs: [UnusableInput] = []) {
            self.workingDirectory = workingDirectory
            self.exitCode = exitCode
            self.unusableInputs = unusableInputs
        }
    }

    /// `invocations[0]`: `executionSuccessful`, `exitCode` and one error notification per
    /// unusable input.
    static func invocation(_ invocation: Invocation) -> JSON {
        var members: [(String, JSON)] = [
            ("executionSuccessful", .bool(invocation.exitCode < 2)), ("exitCode", .integer(invocation.exitCode)),
        ]
        let notifications = invocation.unusableInputs.map { input in
            JSON.object([
                ("level", .string("error")), ("message", .object([("text", .string(input.message))])),
                (
                    "locations",
                    .array([
                        .object([
                            (
                                "physicalLocation",
                                .object([("artifactLocation", artifactLocation(artifactURI(input.path, invocation)))])
                            )
                        ])
                    ])
                ),
            ])
        }
        if !notifications.isEmpty { members.append(("toolExecutionNotifications", .array(notifications))) }
        return .object(members)
    }
}
