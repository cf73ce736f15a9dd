import RefreshCore
import RefreshSpec

extension Step.Action {
    /// The step in words for reports: `drag dy=20`, `wait 0.3`, `endRefreshing header`.
    var summary: String {
        switch self {
        case .drag(let dx, let dy, let steps):
            return words([("dx", dx == 0 ? nil : dx), ("dy", dy == 0 ? nil : dy), ("steps", steps.map(Double.init))])
        case .release(let velocity):
            return velocity.map { words([("vx", $0.x), ("vy", $0.y)]) } ?? name
        case .wait(let seconds): return "\(name) \(seconds.text())"
        case .scrollTo(let x, let y): return words([("x", x), ("y", y)])
        case .beginRefreshing(let id), .endRefreshing(let id), .endRefreshingWithNoMoreData(let id), .resetNoMoreData(let id),
            .tap(let id), .setLocale(let id), .attach(let id):
            return "\(name) \(id)"
        case .setContentSize(let size): return words([("width", size.width), ("height", size.height)])
        case .setContentInset(let inset), .setSafeArea(let inset):
            return words([("top", inset.top), ("left", inset.left), ("bottom", inset.bottom), ("right", inset.right)])
        case .rotate(let device): return "\(name) \(device.orientation.rawValue)"
        case .reloadData(let count, let size):
            return words([("count", Double(count)), ("width", size?.width), ("height", size?.height)])
        case .setHidden(let changes): return "\(name) " + changes.map { "\($0.id)=\($0.hidden)" }.joined(separator: " ")
        case .appear, .cancel, .expect: return name
        }
    }

    /// The step's name and its arguments that are given, as `label=value`.
    private func words(_ arguments: [(String, Double?)]) -> String {
        ([name] + arguments.compactMap { label, value in value.map { "\(label)=\($0.text())" } }).joined(separator: " ")
    }
}
