extension ComponentSpec {
    /// The state label's font, for the text-width metric.
    public struct Font: Sendable, Hashable {
        /// The weights the metric knows.
        public enum Weight: String, Sendable, Hashable, CaseIterable {
            /// Regular weight.
            case regular
            /// Bold: 5 % wider in the text-width metric.
            case bold
        }

        /// Point size.
        public var size: Double
        /// Weight.
        public var weight: Weight

        /// Creates a value.
        public init(size: Double, weight: Weight) {
            self.size = size
            self.weight = weight
        }
    }
}
