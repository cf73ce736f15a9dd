import RefreshCore

/// One state change of one component, with the virtual time and the reason it happened.
public struct RefreshEvent: Sendable, Hashable {
    /// Virtual clock time of the change, in seconds.
    public let time: Double
    /// The id of the component whose state changed.
    public let component: String
    /// The state before the change; never equal to `to`.
    public let from: RefreshState
    /// The state after the change.
    public let to: RefreshState
    /// Why the state changed, as a value.
    public let cause: Cause
    /// A remark on what the change shows, appended to ``reason`` after `; `, or nil.
    public let note: String?

    /// Why the state changed, for people, e.g. `offsetY -124 < threshold -118 while dragging`.
    public var reason: String { note.map { cause.description + "; " + $0 } ?? cause.description }
}

extension RefreshEvent {
    /// How two numbers compared when a threshold was crossed.
    public enum Relation: String, Sendable, Hashable {
        /// Less than: `<` in the reason.
        case less = "<"
        /// Less than or equal: `<=` in the reason.
        case lessOrEqual = "<="
        /// Greater than: `>` in the reason.
        case greater = ">"
        /// Greater than or equal: `>=` in the reason.
        case greaterOrEqual = ">="
    }

    /// The reason of a state change; `description` is the human sentence.
    public enum Cause: Sendable, Hashable, CustomStringConvertible {
        /// The offset crossed the pulling threshold while dragging.
        case crossedThreshold(Axis, offset: Double, Relation, threshold: Double)
        /// The finger lifted while pulling; the first settling frame started the refresh.
        case releasedWhilePulling(Axis, offset: Double)
        /// The auto footer came far enough into view while the offset grew.
        case autoTrigger(offset: Double, Relation, trigger: Double)
        /// The auto footer saw the pan end at or past its bound.
        case panEnded(offset: Double, Relation, bound: Double)
        /// The `beginRefreshing` step was called while the scroll view was in a window.
        case beginRefreshing
        /// `beginRefreshing` was called while the scroll view was not in a window.
        case notInWindow
        /// The scroll view entered a window.
        case appeared
        /// The `endRefreshing` step's main-queue dispatch ran, at the end of that step.
        case endRefreshing
        /// The `endRefreshingWithNoMoreData` step's main-queue dispatch ran, at the end of that step.
        case endRefreshingWithNoMoreData
        /// The `resetNoMoreData` step's main-queue dispatch ran, at the end of that step.
        case resetNoMoreData
        /// The auto footer's label was tapped.
        case tap
        /// The auto footer was hidden.
        case hidden

        /// The reason as a sentence.
        public var description: String {
            switch self {
            case .crossedThreshold(let axis, let offset, let relation, let threshold):
                "\(axis.offsetName) \(offset.shortText) \(relation.rawValue) threshold "
                    + "\(threshold.shortText) while dragging"
            case .releasedWhilePulling(let axis, let offset):
                "released while pulling (\(axis.offsetName) \(offset.shortText))"
            case .autoTrigger(let offset, let relation, let trigger):
                "offsetY \(offset.shortText) \(relation.rawValue) trigger \(trigger.shortText) "
                    + "while scrolling down"
            case .panEnded(let offset, let relation, let bound):
                "pan ended at offsetY \(offset.shortText) \(relation.rawValue) \(bound.shortText)"
            default:
                plainDescription
            }
        }

        /// Descriptions of the cases without values.
        private var plainDescription: String {
            switch self {
            case .beginRefreshing: "beginRefreshing"
            case .notInWindow: "beginRefreshing while not in a window"
            case .appeared: "scroll view appeared in a window"
            case .endRefreshing: "endRefreshing"
            case .endRefreshingWithNoMoreData: "endRefreshingWithNoMoreData"
            case .resetNoMoreData: "resetNoMoreData"
            case .tap: "label tapped"
            default: "hidden"
            }
        }
    }
}
