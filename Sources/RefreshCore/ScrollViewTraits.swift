// The scroll view's kind, its rubber band and the direction its content moves; SPEC.md §3
// and §7.

/// The UIKit class a scroll view stands for (SPEC.md §3 `kind`); `dataCount` and `reloadData`
/// matter for table and collection views only.
public enum ScrollViewKind: String, Sendable, Hashable, CaseIterable {
    /// A plain `UIScrollView`: no data count, `reloadData` changes nothing but the size.
    case plain
    /// A `UITableView`, the default: `reloadData` sets the data count and applies `hideWhenNoData`.
    case table
    /// A `UICollectionView`: `reloadData` behaves as for a table view.
    case collection
}

/// How a drag moves the offset past the content's edges (SPEC.md §3 `rubberBand`).
public enum RubberBand: String, Sendable, Hashable, CaseIterable {
    /// The offset follows the finger exactly.
    case none
    /// UIKit's curve: past an edge the offset moves `(1 - 1/(x*0.55/d + 1)) * d`.
    case uikit
}

/// Which way the content moves under the finger, as a scroll observer reports it (SPEC.md §7
/// `lastEvent.direction`).
public enum ScrollDirection: String, Sendable, Hashable, CaseIterable {
    /// The offset grows: the finger pushes the content up.
    case up
    /// The offset shrinks: the finger pulls the content down.
    case down
}
