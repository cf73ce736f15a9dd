/// The children of the open collections while a document is composed, innermost last, in one
/// buffer the composer manages itself: a finished collection moves its children out into an
/// array of exact size, so that no node is copied, retained or released on the way.
///
/// (An `Array` would do, but moving elements out of one needs `Array(unsafeUninitializedCapacity:)`,
/// whose unspecialized allocation looks the element type's metadata up on every call: most of
/// what composing a small collection cost.)
final class NodeStack {
    private var base: UnsafeMutablePointer<Node>
    private var capacity: Int
    /// The number of nodes held.
    private(set) var count = 0

    /// An empty stack with room for `capacity` nodes before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Adds a node on top.
    func push(_ node: consuming Node) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count += 1
    }

    /// Removes the top node; nothing when empty.
    func dropLast() {
        guard count > 0 else { return }
        count -= 1
        (base + count).deinitialize(count: 1)
    }

    /// The top `count` nodes in order, moved out into an array.
    func popItems(_ count: Int) -> [Node] {
        let start = self.count - count
        var items: [Node] = []
        items.reserveCapacity(count)
        for index in start..<self.count { items.append((base + index).move()) }
        self.count = start
        return items
    }

    /// The top `2 × count` nodes as `count` key–value pairs in order, moved out into an array.
    func popPairs(_ count: Int) -> [Node.Mapping.Pair] {
        let start = self.count - 2 * count
        var pairs: [Node.Mapping.Pair] = []
        pairs.reserveCapacity(count)
        for index in stride(from: start, to: self.count, by: 2) {
            let key = (base + index).move()
            pairs.append(Node.Mapping.Pair(key: key, value: (base + index + 1).move()))
        }
        self.count = start
        return pairs
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Node>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
