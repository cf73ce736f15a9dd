/// What a scroll view shows at one moment (the `scrollView` fields of SPEC.md §7 and §9).
public struct ScrollViewSnapshot: Sendable, Hashable {
    /// Content offset x.
    public let offsetX: Double
    /// Content offset y.
    public let offsetY: Double
    /// Content inset top.
    public let insetTop: Double
    /// Content inset left.
    public let insetLeft: Double
    /// Content inset bottom.
    public let insetBottom: Double
    /// Content inset right.
    public let insetRight: Double
    /// Content width.
    public let contentWidth: Double
    /// Content height.
    public let contentHeight: Double
    /// Whether a finger drags.
    public let dragging: Bool
    /// Rows or items.
    public let dataCount: Int
    /// Virtual clock time in seconds.
    public let time: Double
}

extension ScrollView {
    /// The scroll view's current values.
    public func snapshot() -> ScrollViewSnapshot {
        ScrollViewSnapshot(
            offsetX: contentOffset.x, offsetY: contentOffset.y,
            insetTop: contentInset.top, insetLeft: contentInset.left,
            insetBottom: contentInset.bottom, insetRight: contentInset.right,
            contentWidth: contentSize.width, contentHeight: contentSize.height,
            dragging: isDragging, dataCount: dataCount, time: clock.now)
    }

    /// Snapshots of everything attached, in attachment order.
    public func attachmentSnapshots() -> [AttachmentSnapshot] {
        listeners.map { $0.makeSnapshot(in: self) }
    }
}
