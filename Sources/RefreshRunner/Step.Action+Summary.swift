import RefreshCore
import RefreshSpec

extension Step.Action {
    /// The step in words for reports: `drag dy=20`, `wait 0.3`, `endRefreshing header`.
    var summary: String {
        switch self {
        case .drag(let dx, let dy, let steps):
            return Self.words(
                "drag", [("dx", dx == 0 ? nil : dx), ("dy", dy == 0 ? nil : dy), ("steps", steps.map(Double.init))])
        case .release(let velocity):
            return velocity.map { Self.words("release", [("vx", $0.x), ("vy", $0.y)]) } ?? "release"
        case .wait(let seconds): return "wait \(seconds.text())"
        case .scrollTo(let x, let y): return Self.words("scrollTo", [("x", x), ("y", y)])
        case .beginRefreshing(let id): return "beginRefreshing \(id)"
        case .endRefreshing(let id): return "endRefreshing \(id)"
        case .endRefreshingWithNoMoreData(let id): return "endRefreshingWithNoMoreData \(id)"
        case .resetNoMoreData(let id): return "resetNoMoreData \(id)"
        case .tap(let id): return "tap \(id)"
        case .setContentSize(let size): return Self.words("setContentSize", [("width", size.width), ("height", size.height)])
        case .setContentInset(let inset):
            return Self.words(
                "setContentInset", [("top", inset.top), ("left", inset.left), ("bottom", inset.bottom), ("right", inset.right)])
        case .reloadData(let count, let size):
            return Self.words("reloadData", [("count", Double(count)), ("width", size?.width), ("height", size?.height)])
        case .setHidden(let changes): return "setHidden " + changes.map { "\($0.id)=\($0.hidden)" }.joined(separator: " ")
        case .setLocale(let locale): return "setLocale \(locale)"
        case .appear: return "appear"
        case .cancel: return "cancel"
        case .expect: return "expect"
        }
    }

    private static func words(_ name: String, _ arguments: [(String, Double?)]) -> String {
        ([name] + arguments.compactMap { label, value in value.map { "\(label)=\($0.text())" } }).joined(separator: " ")
    }
}
