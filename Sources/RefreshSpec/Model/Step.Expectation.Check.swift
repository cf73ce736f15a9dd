import Diagnostics
import RefreshCore

extension Step.Expectation {
    /// One asserted field and its expected value.
    public struct Check: Sendable, Hashable {
        /// What is asserted.
        public var subject: Subject
        /// The expected value; numbers compare with a tolerance of 0.01.
        public var expected: Value
        /// Where the field's key is written.
        public var mark: Mark

        /// An assertion that `subject` has `expected`, written at `mark`.
        public init(subject: Subject, expected: Value, mark: Mark) {
            self.subject = subject
            self.expected = expected
            self.mark = mark
        }
    }

    /// The field an assertion is about.
    public enum Subject: Sendable, Hashable {
        /// A field of the scroll view.
        case scrollView(ScrollViewField)
        /// A field of the component with an id.
        case component(id: String, field: ComponentField)
    }

    /// An expected value.
    public enum Value: Sendable, Hashable {
        /// A number (also for integer fields).
        case number(Double)
        /// A flag.
        case bool(Bool)
        /// A text, compared exactly.
        case text(String)
        /// A refresh state.
        case state(RefreshState)
        /// The direction a component with labels lays them out in.
        case layoutDirection(LayoutDirection)
        /// A scroll observer's last event; nil members are not compared.
        case event(LastEvent)
    }

    /// The expected last event of a scroll observer.
    public struct LastEvent: Sendable, Hashable {
        /// The expected direction, if compared.
        public var direction: ScrollDirection?
        /// The expected offset, if compared.
        public var offset: Double?
        /// The expected "content fits one screen" flag, if compared.
        public var inOneScreen: Bool?

        /// An expected event that compares only the members given.
        public init(direction: ScrollDirection? = nil, offset: Double? = nil, inOneScreen: Bool? = nil) {
            self.direction = direction
            self.offset = offset
            self.inOneScreen = inOneScreen
        }
    }
}
