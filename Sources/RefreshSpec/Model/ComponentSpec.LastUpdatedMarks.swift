import Diagnostics

extension ComponentSpec {
    /// Where the values of a header's `lastUpdated.at`, `format` and `noRecordText` are written, for
    /// the diagnostics about them; nil where the spec does not write one.
    public struct LastUpdatedMarks: Sendable, Hashable {
        /// Where `at` is written.
        public var at: Mark?
        /// Where `format` is written.
        public var format: Mark?
        /// Where `noRecordText` is written.
        public var noRecordText: Mark?

        /// The marks of the values written.
        public init(at: Mark? = nil, format: Mark? = nil, noRecordText: Mark? = nil) {
            self.at = at
            self.format = format
            self.noRecordText = noRecordText
        }
    }
}
