import RefreshCore

/// A component after the end of the content, pulled in and released to refresh: MJRefresh's
/// back footer along y (`BackFooter`) and its mirror along x (`Trailer`).
public class TrailingComponent: RefreshComponent {
    /// The axis it lies along: vertical for the back footer, horizontal for the trailer.
    public let axis: Axis
    /// Data count when refreshing began (MJRefresh's `lastRefreshCount`).
    var lastRefreshCount = 0
    /// What refreshing added to the trailing inset (MJRefresh's `lastBottomDelta`).
    var lastDelta = 0.0

    init(id: String, type: ComponentType, axis: Axis, settings: ComponentSettings, texts: LabelTexts) {
        self.axis = axis
        super.init(id: id, type: type, settings: settings, texts: texts)
    }

    /// How far the content reaches past the viewport's visible part (negative: it is shorter).
    func contentBreak(in scrollView: ScrollView) -> Double {
        let visible = scrollView.frame[axis] - originalInset.trailing(axis) - originalInset.leading(axis)
        return scrollView.contentSize[axis] - visible
    }

    /// The offset at which the component starts to show.
    func happenOffset(in scrollView: ScrollView) -> Double {
        let contentBreak = contentBreak(in: scrollView)
        let leading = originalInset.leading(axis)
        return contentBreak > 0 ? contentBreak - leading : -leading
    }

    /// MJRefresh's `normal2pullingOffsetY`/`X` (with this language's `triggerRate`, 1 in
    /// MJRefresh): a drag past it makes the component pulling.
    func pullingOffset(in scrollView: ScrollView) -> Double {
        happenOffset(in: scrollView) + size * settings.triggerRate
    }

    /// A trailer (MJRefreshTrailer and the righter) turns `alwaysBounceHorizontal` on and
    /// `alwaysBounceVertical` off; a back footer keeps MJRefreshComponent's.
    override var alwaysBounceOnAttach: (vertical: Bool?, horizontal: Bool?) {
        axis == .horizontal ? (false, true) : super.alwaysBounceOnAttach
    }

    override func scrollViewFrameDidChange(in scrollView: ScrollView) {
        if axis == .vertical { super.scrollViewFrameDidChange(in: scrollView) }
        sizeDidChange(in: scrollView)
    }

    override func componentDidAttach(to scrollView: ScrollView) {
        if axis == .horizontal {
            status.frame = Rect(x: 0, y: 0, width: size, height: scrollView.frame.height)
        }
        sizeDidChange(in: scrollView)
    }

    override func sizeDidChange(in scrollView: ScrollView) {
        let ignored = settings.ignoredContentInset
        let content = scrollView.contentSize[axis] + ignored
        let visible = scrollView.frame[axis] - originalInset.leading(axis) - originalInset.trailing(axis)
        let position = max(content, visible + ignored)
        if axis == .vertical { status.frame.y = position } else { status.frame.x = position }
    }

    override func offsetDidChange(in scrollView: ScrollView, old: Point, new: Point) {
        guard state != .refreshing else { return }
        originalInset = scrollView.adjustedContentInset
        let offset = scrollView.contentOffset[axis]
        let happen = happenOffset(in: scrollView)
        guard offset > happen else { return }
        let percent = (offset - happen) / size
        if state == .noMoreData {
            setPullingPercent(percent)
            return
        }
        let threshold = pullingOffset(in: scrollView)
        if scrollView.isDragging {
            setPullingPercent(percent)
            if state == .idle, offset > threshold {
                transition(to: .pulling, .crossedThreshold(axis, offset: offset, .greater, threshold: threshold))
            } else if state == .pulling, offset <= threshold {
                transition(to: .idle, .crossedThreshold(axis, offset: offset, .lessOrEqual, threshold: threshold))
            }
        } else if state == .pulling {
            requestRefreshing(.releasedWhilePulling(axis, offset: offset))
        } else if percent < 1 {
            setPullingPercent(percent)
        }
    }

    override func stateDidChange(from old: RefreshState, in scrollView: ScrollView) {
        if state == .refreshing {
            beginRefreshingAnimation(in: scrollView)
        } else if state == .idle || state == .noMoreData, old == .refreshing {
            endRefreshingAnimation(in: scrollView)
        }
    }

    private func beginRefreshingAnimation(in scrollView: ScrollView) {
        lastRefreshCount = scrollView.dataCount
        let contentBreak = contentBreak(in: scrollView)
        let trailing = size + originalInset.trailing(axis) - min(contentBreak, 0)
        lastDelta = trailing - scrollView.adjustedContentInset.trailing(axis)
        scrollView.setAdjustedInset(axis.trailingEdge, trailing)
        var offset = scrollView.contentOffset
        offset[axis] = happenOffset(in: scrollView) + size
        scrollView.setOffset(offset)
        scheduleRefreshingCallback()
    }

    private func endRefreshingAnimation(in scrollView: ScrollView) {
        scrollView.setAdjustedInset(axis.trailingEdge, scrollView.adjustedContentInset.trailing(axis) - lastDelta)
        fadeOutAfterRefreshing()
        if contentBreak(in: scrollView) > 0, scrollView.dataCount != lastRefreshCount {
            scrollView.setOffset(scrollView.contentOffset)
        }
    }
}

/// The back footer: pulled up past the end of the content and released to load more
/// (MJRefresh's `MJRefreshBackFooter` with its state, normal and gif styles).
public final class BackFooter: TrailingComponent {
    /// Creates a back footer; its height defaults to 44.
    public init(id: String, settings: ComponentSettings = ComponentSettings(), texts: LabelTexts = LabelTexts()) {
        super.init(id: id, type: .backFooter, axis: .vertical, settings: settings, texts: texts)
    }
}

/// The horizontal trailer: the back footer along x (MJRefresh's `MJRefreshTrailer`), or the
/// seed's `MJRefreshRighter` (``ComponentSettings/variant``). Its height is the viewport's.
public final class Trailer: TrailingComponent {
    /// A trailer; its width defaults to 60, the righter's is always `arrowSize.width + 5 + 20 + 5`
    /// (`MJRefreshRighter.scrollViewContentSizeDidChange:`), and the righter's arrow rests at 180°.
    public init(id: String, settings: ComponentSettings = ComponentSettings(), texts: LabelTexts = LabelTexts()) {
        var settings = settings
        if settings.variant == .righter {
            settings.width = TrailerVariant.righterWidth(arrowWidth: settings.laidOutArrowSize(for: .trailer).width)
        }
        super.init(id: id, type: .trailer, axis: .horizontal, settings: settings, texts: texts)
        if settings.variant == .righter { appearance.arrowRotation = 180 }
    }

    /// The begin animation: the righter's fixed 0.1 s (`animateWithDuration:0.1`), else `fast`.
    override var beginDuration: Double {
        settings.variant == .righter ? TrailerVariant.righterBeginDuration : settings.animation.fast
    }

    /// The state whose title the righter's label shows. Its `setState:` writes the label
    /// (`updateStateAttrTextWithState:`) in its idle and noMoreData, refreshing and pulling
    /// branches only, and `willMoveToSuperview:` writes the state's at attach: entering
    /// willRefresh keeps the text before it.
    private var labelState = RefreshState.idle

    /// The state label's text: the righter's is its ``labelState``'s title.
    public override var text: String {
        settings.variant == .righter ? texts.titles[labelState] ?? "" : super.text
    }

    override func componentDidAttach(to scrollView: ScrollView) {
        labelState = state
        super.componentDidAttach(to: scrollView)
    }

    override func stateDidChange(from old: RefreshState, in scrollView: ScrollView) {
        if state != .willRefresh { labelState = state }
        super.stateDidChange(from: old, in: scrollView)
    }

    /// The end animation: the righter's fixed 0.4 s (`animateWithDuration:MJRefreshSlowAnimationDuration`
    /// in its `setState:`), else `slow`.
    override var endDuration: Double {
        settings.variant == .righter ? TrailerVariant.righterEndDuration : settings.animation.slow
    }
}
