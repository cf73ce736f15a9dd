extension Step {
    /// The assertions of one `expect` step, in the order written.
    public struct Expectation: Sendable, Hashable {
        /// The assertions.
        public var checks: [Check]

        /// Creates a value.
        public init(checks: [Check]) {
            self.checks = checks
        }
    }
}
