import Diagnostics

extension ComponentSpec {
    /// Where the values of a header's `lastUpdated.at` and `lastUpdated.format` are written, for
    /// the diagnostics about them; nil where the spec does not write one.
    public struct LastUpdatedMarks: Sendable, Hashable {
        /// Where `at` is written.
        public var at: Mark?
        /// Where `format` is written.
        public var format: Mark?

        /// The marks of the values written.
        public init(at: Mark? = nil, format: Mark? = nil) {
            self.at = at
            self.format = format
        }
    }
}
