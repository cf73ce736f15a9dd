/// The horizontal trailer: the back footer along x (MJRefresh's `MJRefreshTrailer`).
/// Its width defaults to 60; its height is the viewport's.
public final class Trailer: TrailingComponent {
    /// Creates a trailer.
    public init(id: String, options: Options = Options()) {
        super.init(id: id, type: .trailer, axis: .horizontal, options: options)
    }
}
