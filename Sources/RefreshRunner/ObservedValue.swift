import Diagnostics
import RefreshCore
import RefreshEngine
import RefreshSpec

/// A field's value after a step, as an expectation sees it.
public enum ObservedValue: Sendable, Equatable {
    /// A number: offsets, insets, sizes, percents, counts.
    case number(Double)
    /// A flag such as `hidden` or `dragging`.
    case bool(Bool)
    /// A label's text (`text` or `detailText`); messages quote it, e.g. `'Pull down'`.
    case text(String)
    /// A component's `state`; messages quote its name, e.g. `'refreshing'`.
    case state(RefreshState)
    /// A component's `layoutDirection`; messages quote it, e.g. `'ltr'`.
    case layoutDirection(LayoutDirection)
    /// A scroll observer's last event.
    case event(ScrollObserver.Event)
    /// The component has no such feature (e.g. `image` without gif style), or no such id.
    case absent

    /// The value of a field in a step's report.
    public init(_ subject: Step.Expectation.Subject, in report: StepReport) {
        switch subject {
        case .scrollView(let field): self = Self.field(field, of: report.scrollView)
        case .component(let id, let field):
            switch report.components.first(where: { $0.id == id }) {
            case .component(let snapshot): self = Self.field(field, of: snapshot)
            case .observer(let snapshot): self = field == .lastEvent ? snapshot.lastEvent.map(Self.event) ?? .absent : .absent
            case nil: self = .absent
            }
        }
    }

    private static func field(_ field: Step.Expectation.ScrollViewField, of view: ScrollViewSnapshot) -> Self {
        switch field {
        case .offsetX: .number(view.offsetX)
        case .offsetY: .number(view.offsetY)
        case .insetTop: .number(view.insetTop)
        case .insetLeft: .number(view.insetLeft)
        case .insetBottom: .number(view.insetBottom)
        case .insetRight: .number(view.insetRight)
        case .adjustedInsetTop: .number(view.adjustedInsetTop)
        case .adjustedInsetLeft: .number(view.adjustedInsetLeft)
        case .adjustedInsetBottom: .number(view.adjustedInsetBottom)
        case .adjustedInsetRight: .number(view.adjustedInsetRight)
        case .contentWidth: .number(view.contentWidth)
        case .contentHeight: .number(view.contentHeight)
        case .dragging: .bool(view.dragging)
        case .dataCount: .number(Double(view.dataCount))
        }
    }

    private static func field(_ field: Step.Expectation.ComponentField, of component: ComponentSnapshot) -> Self {
        switch field {
        case .state: .state(component.state)
        case .text: component.text.map(Self.text) ?? .absent
        case .detailText: component.detailText.map(Self.text) ?? .absent
        case .layoutDirection: component.layoutDirection.map(Self.layoutDirection) ?? .absent
        case .pullingPercent: .number(component.pullingPercent)
        case .alpha: .number(component.alpha)
        case .hidden: .bool(component.hidden)
        case .x: .number(component.x)
        case .y: .number(component.y)
        case .width: .number(component.width)
        case .height: .number(component.height)
        case .arrowRotation: component.arrowRotation.map(Self.number) ?? .absent
        case .indicatorAnimating: component.indicatorAnimating.map(Self.bool) ?? .absent
        case .image: component.image.map { .number(Double($0)) } ?? .absent
        case .refreshingCallbacks: .number(Double(component.refreshingCallbacks))
        case .endCallbacks: .number(Double(component.endCallbacks))
        case .lastEvent: .absent
        }
    }

    /// Whether this value meets the expected one: numbers within 0.01, the rest exactly, and
    /// of an event only the members the spec gives.
    public func matches(_ expected: Step.Expectation.Value) -> Bool {
        switch (self, expected) {
        case (.number(let actual), .number(let wanted)): abs(actual - wanted) <= 0.01 + 1e-9
        case (.bool(let actual), .bool(let wanted)): actual == wanted
        case (.text(let actual), .text(let wanted)): actual == wanted
        case (.state(let actual), .state(let wanted)): actual == wanted
        case (.layoutDirection(let actual), .layoutDirection(let wanted)): actual == wanted
        case (.event(let actual), .event(let wanted)):
            (wanted.direction.map { $0 == actual.direction } ?? true)
                && (wanted.offset.map { abs($0 - actual.offset) <= 0.01 + 1e-9 } ?? true)
                && (wanted.inOneScreen.map { $0 == actual.inOneScreen } ?? true)
        default: false
        }
    }

    /// The value in a message: `-118`, `true`, `'松开立即刷新'`, `refreshing`; a long text
    /// shortened (``LongText``).
    public var description: String {
        switch self {
        case .number(let value): value.shortText
        case .bool(let value): String(value)
        case .text(let value): "'\(LongText.shortened(value))'"
        case .state(let state): "'\(state.rawValue)'"
        case .layoutDirection(let direction): "'\(direction.rawValue)'"
        case .event(let event):
            "{direction: \(event.direction.rawValue), offset: \(event.offset.shortText), inOneScreen: \(event.inOneScreen)}"
        case .absent: "absent"
        }
    }
}
