import Diagnostics

extension Node {
    /// A scalar node: its text exactly as libyaml produced it, after escapes and folding.
    public struct Scalar: Sendable, Hashable {
        /// How a scalar was written; quoted and block scalars are always strings.
        public enum Style: Sendable, Hashable {
            case plain, singleQuoted, doubleQuoted, literal, folded
        }

        /// The scalar's text (may contain any character, NUL included).
        public var text: String
        /// The explicit tag in full form (`tag:yaml.org,2002:str`), if any.
        public var tag: String?
        /// Where the scalar starts.
        public var mark: Mark
        /// How the scalar was written (last, so that it packs after the mark).
        public var style: Style

        /// A scalar of `text` (after escapes and folding), starting at `mark`.
        public init(text: String, style: Style = .plain, tag: String? = nil, mark: Mark) {
            self.text = text
            self.style = style
            self.tag = tag
            self.mark = mark
        }
    }
}
