import Diagnostics
import YAML

extension SARIF {
    /// The results of a log made file by file, for a run that writes each file's results as it
    /// goes (between ``opening(invocation:tool:)`` and ``closing(properties:)``) instead of holding
    /// every diagnostic: the same results, fingerprints included, as ``log(_:documents:invocation:tool:properties:)``
    /// gives for all of them at once. It keeps only the fingerprint counts of files named more
    /// than once.
    public struct ResultStream: Sendable {
        private let workingDirectory: Invocation
        private let tool: Tool
        private var fingerprints = Fingerprints()
        /// URIs of files that come more than once: their fingerprints keep counting.
        private let repeatedURIs: Set<String>

        /// A stream of `tool`'s results for a run in `workingDirectory` over the files at
        /// `paths`, in order.
        public init(workingDirectory: String, paths: [String], tool: Tool) {
            let invocation = Invocation(workingDirectory: workingDirectory, exitCode: 0)
            self.workingDirectory = invocation
            self.tool = tool
            // Hashes, not URIs, of those seen: a long run keeps 8 bytes a file. Two URIs that only
            // share a hash make the second one kept for nothing, never one forgotten too early.
            var seen: Set<Int> = []
            var repeated: Set<String> = []
            for path in paths {
                let uri = SARIF.artifactURI(path, invocation).uri
                if !seen.insert(uri.hashValue).inserted { repeated.insert(uri) }
            }
            repeatedURIs = repeated
        }

        /// The results of one file's diagnostics, in order; `document` is the file's YAML
        /// document as its load parsed it, if it did (for the YAML paths of the fingerprints).
        public mutating func results(_ diagnostics: [Diagnostic], path: String, document: Document?) -> [JSON] {
            guard !diagnostics.isEmpty else { return [] }
            let results = diagnostics.map { diagnostic in
                SARIF.result(
                    diagnostic, document: diagnostic.file == path ? document : nil, fingerprints: &fingerprints,
                    workingDirectory: workingDirectory, tool: tool)
            }
            let uri = SARIF.artifactURI(path, workingDirectory).uri
            if !repeatedURIs.contains(uri) { fingerprints.forget(uri: uri) }
            return results
        }
    }
}
