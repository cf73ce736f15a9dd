extension ScrollView {
    /// The UIKit class the scroll view stands for.
    public enum Kind: String, Sendable, Hashable {
        /// A plain `UIScrollView`: no data count, `reloadData` changes nothing but the size.
        case plain
        /// A `UITableView`.
        case table
        /// A `UICollectionView`.
        case collection
    }

    /// The state of the scroll view's pan gesture recognizer.
    public enum PanState: String, Sendable, Hashable {
        /// No touch yet, or between gestures.
        case possible
        /// The finger started moving.
        case began
        /// The finger moved.
        case changed
        /// The finger lifted.
        case ended
    }

    /// How a drag moves the offset past the content's edges.
    public enum RubberBand: String, Sendable, Hashable {
        /// The offset follows the finger exactly.
        case none
        /// UIKit's curve: past an edge the offset moves `(1 - 1/(x*0.55/d + 1)) * d`.
        case uikit
    }
}
