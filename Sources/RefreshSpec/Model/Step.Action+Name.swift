extension Step.Action {
    /// The step's key in the step table (``KeyTable/step``), the one place step names are written.
    var kind: StepKind {
        switch self {
        case .drag: .drag
        case .release: .release
        case .cancel: .cancel
        case .wait: .wait
        case .scrollTo: .scrollTo
        case .beginRefreshing: .beginRefreshing
        case .endRefreshing: .endRefreshing
        case .endRefreshingWithNoMoreData: .endRefreshingWithNoMoreData
        case .resetNoMoreData: .resetNoMoreData
        case .tap: .tap
        case .setContentSize: .setContentSize
        case .setContentInset: .setContentInset
        case .setSafeArea: .setSafeArea
        case .rotate: .rotate
        case .reloadData: .reloadData
        case .setHidden: .setHidden
        case .setLocale: .setLocale
        case .appear: .appear
        case .attach: .attach
        case .expect: .expect
        }
    }

    /// The step's name as a spec writes it (`drag`, `setContentInset`).
    public var name: String { kind.name }
}
