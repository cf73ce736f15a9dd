/// The UIKit class a scroll view stands for (SPEC.md §3 `kind`); `dataCount` and `reloadData`
/// matter for table and collection views only.
public enum ScrollViewKind: String, Sendable, Hashable, CaseIterable {
    /// A plain `UIScrollView`: no data count, `reloadData` changes nothing but the size.
    case plain
    /// A `UITableView`.
    case table
    /// A `UICollectionView`.
    case collection
}
