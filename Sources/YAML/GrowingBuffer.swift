/// Memory for plain values (no references: they are never deinitialized) that grows by
/// doubling, appended to in place and then handed over whole: the composer's node records, texts and
/// children, which become a ``Document``'s storage without a copy. (An `Array` checked its uniqueness and went through generic code on every
/// append of a scalar's bytes.)
struct GrowingBuffer<Element>: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    /// An empty buffer with room for `capacity` elements.
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = PlainMemory.allocate(Element.self, capacity: self.capacity)
    }

    deinit {
        PlainMemory.deallocate(base)
    }

    /// The element at `index`, which must be below ``count``.
    subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }

    /// Adds one element.
    mutating func append(_ element: Element) {
        if count == capacity { grow(toAtLeast: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Adds a run of elements.
    @inline(__always)  // for every scalar's text: a call cost about as much as the copy
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let start = elements.baseAddress, !elements.isEmpty else { return }
        if count + elements.count > capacity { grow(toAtLeast: count + elements.count) }
        (base + count).initialize(from: start, count: elements.count)
        count += elements.count
    }

    /// Whether the buffer holds no element.
    var isEmpty: Bool { count == 0 }

    /// Removes and returns the last element; nil when empty.
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    /// Keeps the first `count` elements.
    mutating func truncate(to count: Int) {
        self.count = count
    }

    /// The memory, which the caller now owns and must give back with ``PlainMemory/deallocate(_:)``.
    consuming func take() -> UnsafeMutablePointer<Element> {
        let base = self.base
        discard self
        return base
    }

    private mutating func grow(toAtLeast needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let storage = PlainMemory.allocate(Element.self, capacity: larger)
        storage.moveInitialize(from: base, count: count)
        PlainMemory.deallocate(base)
        base = storage
        capacity = larger
    }
}
