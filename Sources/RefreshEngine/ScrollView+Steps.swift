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

    /// Step `reloadData`: sets the data count and, if given, the content size, then hides or
    /// shows the components with `hideWhenNoData` (table and collection views only).
    public func reloadData(count: Int, contentSize size: Size? = nil) {
        values.dataCount = max(0, count)
        if let size {
            setSize(size)
        }
        if kind != .plain {
            for case let component as RefreshComponent in listeners where component.hidesWhenNoData {
                component.applyHidden(dataCount == 0)
            }
        }
        clock.drain()
    }

    /// Step `appear`: the scroll view enters a window; components in `willRefresh` start refreshing.
    public func appear() {
        values.isInWindow = true
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
        for case let component as RefreshComponent in listeners {
            if let texts = textsByID[component.id] {
                component.texts = texts
            }
        }
        clock.drain()
    }
}
