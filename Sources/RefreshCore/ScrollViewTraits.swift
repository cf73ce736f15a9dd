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

/// How the safe area enters the insets the content is laid out with: UIKit's
/// `contentInsetAdjustmentBehavior` (SPEC.md §3 `contentInsetAdjustment`).
/// `adjustedContentInset` is `contentInset` plus the part of the safe area a behaviour lets in.
public enum ContentInsetAdjustment: String, Sendable, Hashable, CaseIterable {
    /// UIKit's default: as ``scrollableAxes``, and the top and bottom edges always for a table or
    /// collection view.
    case automatic
    /// The edges of an axis that scrolls: the content is larger than the frame less the insets,
    /// or `alwaysBounce…` is on for that axis.
    case scrollableAxes
    /// No edge: adjusted insets are the content insets.
    case never
    /// Every edge.
    case always
}

extension ContentInsetAdjustment {
    /// UIKit's `adjustedContentInset`: `contentInset` plus the safe area on the edges of each
    /// axis this behaviour adjusts.
    ///
    /// An axis scrolls when the content is larger than the frame less the content insets along
    /// it, or when `alwaysBounce` is on for it.
    public func adjustedInset(
        _ contentInset: EdgeInsets, safeArea: EdgeInsets, contentSize: Size, frame: Size, kind: ScrollViewKind,
        alwaysBounce: (vertical: Bool, horizontal: Bool)
    ) -> EdgeInsets {
        func adjusts(_ axis: Axis, alwaysBounces: Bool) -> Bool {
            let scrolls =
                alwaysBounces
                || contentSize[axis] > frame[axis] - contentInset.leading(axis) - contentInset.trailing(axis)
            switch self {
            case .never: return false
            case .always: return true
            case .scrollableAxes: return scrolls
            case .automatic: return scrolls || (axis == .vertical && kind != .plain)
            }
        }
        var adjusted = contentInset
        if adjusts(.vertical, alwaysBounces: alwaysBounce.vertical) {
            adjusted.top += safeArea.top
            adjusted.bottom += safeArea.bottom
        }
        if adjusts(.horizontal, alwaysBounces: alwaysBounce.horizontal) {
            adjusted.left += safeArea.left
            adjusted.right += safeArea.right
        }
        return adjusted
    }
}
