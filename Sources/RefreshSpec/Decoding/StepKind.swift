/// The steps of SPEC.md §7, one case for each key of ``KeyTable/step``. The decoder finds a
/// step's kind by its key's position in the table and switches over the kind, rather than
/// comparing the step's name with each name in turn.
enum StepKind: String, CaseIterable {
    case drag, release, cancel, wait, scrollTo, beginRefreshing, endRefreshing, endRefreshingWithNoMoreData
    case resetNoMoreData, tap, setContentSize, setContentInset, reloadData, setHidden, setLocale, appear, expect

    /// The kind of each key of the step table, by the key's position.
    static let byPosition: [StepKind?] = KeyTable.step.keys.map { StepKind(rawValue: $0.name) }
}
