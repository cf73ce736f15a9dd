import Diagnostics

extension ComponentSpec {
    /// What a state label shows: a string key resolved per locale, or a literal text.
    public struct Label: Sendable, Hashable {
        /// The two ways to give a label.
        public enum Content: Sendable, Hashable {
            /// A key looked up in the spec's strings, then in the built-in catalog.
            case key(String)
            /// A literal text, the same in every locale.
            case text(String)
        }

        /// The key or the text.
        public var content: Content
        /// Where the label is written; nil for a built-in default.
        public var mark: Mark?

        /// Creates a value.
        public init(content: Content, mark: Mark? = nil) {
            self.content = content
            self.mark = mark
        }
    }
}
