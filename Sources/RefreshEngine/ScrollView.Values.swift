extension ScrollView {
    /// The scroll view's changing values, kept in one internal stored property so that the
    /// optimizer can prove accesses never overlap and drop the runtime exclusivity checks that
    /// public stored properties of a class would cost on every offset change.
    struct Values {
        /// The content size.
        var contentSize: Size
        /// The content inset.
        var contentInset: EdgeInsets
        /// The content offset.
        var contentOffset: Point
        /// Whether a finger is dragging.
        var isDragging = false
        /// The pan gesture's state.
        var panState = PanState.possible
        /// Rows or items.
        var dataCount: Int
        /// Whether in a window.
        var isInWindow: Bool
    }
}
