import RefreshCore

extension ScrollView {
    /// Step `drag`: the finger moves by (`dx`, `dy`); the offset moves the opposite way.
    ///
    /// The first drag after a release (or ever) begins a pan: any settling motion stops,
    /// `isDragging` becomes true and the pan state `began` is announced. The move is delivered
    /// as `steps` equal offset changes (default `ceil(max(|dx|, |dy|) / 10)`, at least 1).
    public func drag(dx: Double = 0, dy: Double = 0, steps: Int? = nil) {
        if !isDragging {
            stopMotion()
            status.isDragging = true
            setPanState(.began)
        }
        let count = DragSteps.count(dx: dx, dy: dy, steps: steps)
        let delta = Point(x: -dx / Double(count), y: -dy / Double(count))
        for _ in 0..<count {
            moveOffset(to: draggedOffset(by: delta))
            setPanState(.changed)
        }
        clock.drain()
    }

    /// Step `release`: the pan ends, dragging stops, then the scroll view settles: with a
    /// `velocity` (the finger's, points per second) it first decelerates, and an offset outside
    /// the valid range bounces back over `bounceDuration`, one offset change per frame.
    public func release(velocity: Point = .zero) {
        if isDragging {
            setPanState(.ended)
            status.isDragging = false
            startSettling(velocity: velocity)
        }
        clock.drain()
    }

    /// Step `cancel`: the finger leaves without a release, as when a system gesture takes the
    /// touch: the pan is `cancelled`, dragging stops, then the scroll view settles as after a
    /// release without velocity. A header that begins refreshing while the pan state reads
    /// `cancelled` keeps the inset (MJRefresh's `headerRefreshingAction` check).
    public func cancel() {
        if isDragging {
            setPanState(.cancelled)
            status.isDragging = false
            startSettling(velocity: .zero)
        }
        clock.drain()
    }

    /// The offset after a finger move of `delta` (already in offset direction).
    private func draggedOffset(by delta: Point) -> Point {
        var offset = contentOffset
        if delta.x != 0 {
            offset.x = dragged(offset.x, by: delta.x, along: .horizontal)
        }
        if delta.y != 0 {
            offset.y = dragged(offset.y, by: delta.y, along: .vertical)
        }
        return offset
    }

    /// One axis of `draggedOffset`: back to the finger position, move, then the rubber band.
    private func dragged(_ offset: Double, by delta: Double, along axis: Axis) -> Double {
        let lower = minimumOffset(axis)
        let upper = maximumOffset(axis)
        let raw = settings.rubberBand.fingerOffset(for: offset, lower: lower, upper: upper, viewport: frame[axis])
        return settings.rubberBand.displayedOffset(for: raw + delta, lower: lower, upper: upper, viewport: frame[axis])
    }
}

extension ScrollView {
    /// Step `scrollTo`: a programmatic offset without animation; stops any settling motion.
    public func scroll(to offset: Point) {
        setOffset(offset)
        clock.drain()
    }

    /// Step `setContentSize`: sets the size (nil sides unchanged); clamps the offset at rest.
    public func setContentSize(width: Double? = nil, height: Double? = nil) {
        setSize(Size(width: width ?? contentSize.width, height: height ?? contentSize.height))
        clock.drain()
    }

    /// Step `setContentInset`: sets the given sides; clamps the offset at rest.
    public func setContentInset(
        top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil
    ) {
        let old = contentInset
        setInset(
            EdgeInsets(
                top: top ?? old.top, left: left ?? old.left,
                bottom: bottom ?? old.bottom, right: right ?? old.right))
        clock.drain()
    }

    /// Step `setSafeArea`: sets the given sides of the safe area (a bar shows or hides); a
    /// resting offset follows the adjusted inset, else it is clamped at rest.
    public func setSafeArea(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil) {
        let old = safeArea
        setSafeArea(
            EdgeInsets(
                top: top ?? old.top, left: left ?? old.left, bottom: bottom ?? old.bottom, right: right ?? old.right))
        clock.drain()
    }

    /// Step `rotate`: the device turns, so the frame and the safe area become `frame` and
    /// `safeArea`; components other than a trailer take the new width.
    public func rotate(frame: Size, safeArea: EdgeInsets) {
        setSafeArea(safeArea, frame: frame)
        clock.drain()
    }

    /// Step `reloadData`: sets the data count and, if given, the content size, then hides or
    /// shows the components with `hideWhenNoData` (table and collection views only).
    public func reloadData(count: Int, contentSize size: Size? = nil) {
        status.dataCount = max(0, count)
        if let size {
            setSize(size)
        }
        if settings.kind != .plain {
            for case let component as RefreshComponent in listeners where component.hidesWhenNoData {
                component.applyHidden(dataCount == 0)
            }
        }
        clock.drain()
    }

    /// Step `appear`: the scroll view enters a window; components in `willRefresh` start refreshing.
    public func appear() {
        status.isInWindow = true
        for case let component as RefreshComponent in listeners where component.state == .willRefresh {
            component.transition(to: .refreshing, .appeared)
        }
        clock.drain()
    }

    /// Step `wait`: advances the virtual clock, running animation completions and settling frames.
    public func wait(_ seconds: Double) {
        clock.advance(by: seconds)
    }

    /// Step `setLocale`: replaces the label texts of many components at once, keyed by id.
    public func setTexts(_ textsByID: [String: LabelTexts]) {
        for component in listeners.compactMap({ $0 as? RefreshComponent }) + detached {
            if let texts = textsByID[component.id] {
                component.texts = texts
            }
        }
        clock.drain()
    }
}
