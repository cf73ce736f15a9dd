/// Something attached to a scroll view that hears its changes (MJRefresh's KVO observers).
protocol ScrollViewListener: AnyObject {
    /// The id used in snapshots and step lookups.
    var id: String { get }
    /// Called once when attached, after the scroll view added it to its list.
    func didAttach(to scrollView: ScrollView)
    /// The content offset was set (also to the same value), from `old` to `new`.
    func contentOffsetDidChange(in scrollView: ScrollView, old: Point, new: Point)
    /// The content size was set.
    func contentSizeDidChange(in scrollView: ScrollView)
    /// The pan gesture's state changed.
    func panStateDidChange(in scrollView: ScrollView)
    /// A snapshot of the listener's visible state.
    func makeSnapshot(in scrollView: ScrollView) -> AttachmentSnapshot
}
