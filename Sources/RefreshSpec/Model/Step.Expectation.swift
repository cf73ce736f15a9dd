import Diagnostics

extension Step {
    /// The assertions of one `expect` step, in the order written, and the subjects it names with
    /// no fields yet.
    public struct Expectation: Sendable, Hashable {
        /// The assertions.
        public var checks: [Check]
        /// The scroll view or components named with no fields (`expect: header`, `{header: {}}`,
        /// `{scrollView: }`): they check nothing until `test --update=missing` fills them in.
        public var placeholders: [Placeholder]

        /// Creates a value.
        public init(checks: [Check], placeholders: [Placeholder] = []) {
            self.checks = checks
            self.placeholders = placeholders
        }
    }

    /// A subject of an `expect` step written with no fields yet.
    public struct Placeholder: Sendable, Hashable {
        /// The component's id; nil for the scroll view.
        public var component: String?
        /// Where the subject is named: its key, or the bare word (`expect: header`).
        public var mark: Mark

        /// A placeholder for `component` (nil: the scroll view) named at `mark`.
        public init(component: String?, mark: Mark) {
            self.component = component
            self.mark = mark
        }

        /// The subject as `expect` names it: `scrollView` or the component id.
        public var name: String { component ?? "scrollView" }
    }
}
