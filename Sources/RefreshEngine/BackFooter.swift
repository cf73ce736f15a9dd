/// The back footer: pulled up past the end of the content and released to load more
/// (MJRefresh's `MJRefreshBackFooter` with its state, normal and gif styles).
public final class BackFooter: TrailingComponent {
    /// Creates a back footer; its height defaults to 44.
    public init(id: String, options: Options = Options()) {
        super.init(id: id, type: .backFooter, axis: .vertical, options: options)
    }
}
