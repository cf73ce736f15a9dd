import RefreshCore

extension ComponentSpec {
    /// The label of each state a component shows, kept in one slot per state in MJRefresh's
    /// order (idle, pulling, refreshing, willRefresh, noMoreData), with the look of a dictionary:
    /// `labels[.idle]`, a dictionary literal, `count`, `values`.
    ///
    /// Every component decoded has a few labels, so a dictionary hashed its states several times
    /// for each and went through the runtime to be made; a slot is found by a switch.
    public struct Labels: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
        /// Empty, or one slot per state in ``RefreshState/allCases`` order.
        private var slots: [Label?] = []

        /// No label.
        public init() {}

        /// The labels of a literal; a state written twice keeps its last label.
        public init(dictionaryLiteral elements: (RefreshState, Label)...) {
            for (state, label) in elements { self[state] = label }
        }

        /// The label of `state`, if it has one; setting nil removes it.
        public subscript(state: RefreshState) -> Label? {
            get { slots.isEmpty ? nil : slots[Self.slot(of: state)] }
            set {
                if slots.isEmpty {
                    guard newValue != nil else { return }
                    slots = Array(repeating: nil, count: Self.slotCount)
                }
                slots[Self.slot(of: state)] = newValue
            }
        }

        /// How many states have a label.
        public var count: Int { slots.reduce(0) { $1 == nil ? $0 : $0 + 1 } }

        /// Whether no state has a label.
        public var isEmpty: Bool { slots.allSatisfy { $0 == nil } }

        /// The states that have a label, in state order.
        public var keys: [RefreshState] { map(\.state) }

        /// The labels, in the order of their states.
        public var values: [Label] { slots.compactMap { $0 } }

        /// Each state's label transformed, as a dictionary.
        public func mapValues<Transformed>(_ transform: (Label) throws -> Transformed) rethrows -> [RefreshState: Transformed] {
            var mapped: [RefreshState: Transformed] = [:]
            for (state, label) in self { mapped[state] = try transform(label) }
            return mapped
        }

        /// The states with a label and their labels, in state order.
        public func makeIterator() -> some IteratorProtocol<(state: RefreshState, label: Label)> {
            zip(Self.states, slots).lazy.compactMap { state, label in label.map { (state, $0) } }.makeIterator()
        }

        /// Whether the same states have the same labels.
        public static func == (left: Self, right: Self) -> Bool {
            states.allSatisfy { left[$0] == right[$0] }
        }

        /// Hashes each state with its label, in state order.
        public func hash(into hasher: inout Hasher) {
            for (state, label) in self {
                hasher.combine(state)
                hasher.combine(label)
            }
        }

        /// The states in slot order, made once: asking `allCases` makes an array each time.
        private static let states = RefreshState.allCases
        private static let slotCount = states.count

        /// The slot of a state: its place in ``states``, told by a switch.
        private static func slot(of state: RefreshState) -> Int {
            switch state {
            case .idle: 0
            case .pulling: 1
            case .refreshing: 2
            case .willRefresh: 3
            case .noMoreData: 4
            }
        }
    }
}
