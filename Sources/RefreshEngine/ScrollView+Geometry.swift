import RefreshCore

extension ScrollView {
    /// The smallest valid offset along `axis`: `-inset.leading`.
    func minimumOffset(_ axis: Axis) -> Double {
        -contentInset.leading(axis)
    }

    /// The largest valid offset along `axis`:
    /// `max(-inset.leading, content + inset.trailing - frame)`.
    func maximumOffset(_ axis: Axis) -> Double {
        let end = contentSize[axis] + contentInset.trailing(axis) - settings.frame[axis]
        return max(minimumOffset(axis), end)
    }

    /// `offset` moved into the valid range on both axes.
    func clamped(_ offset: Point) -> Point {
        Point(x: clamped(offset.x, along: .horizontal), y: clamped(offset.y, along: .vertical))
    }

    /// `value` moved into the valid range along `axis`.
    private func clamped(_ value: Double, along axis: Axis) -> Double {
        min(max(value, minimumOffset(axis)), maximumOffset(axis))
    }

    /// Sets the offset and notifies every listener in order; the settling motion goes on.
    func moveOffset(to new: Point) {
        let old = contentOffset
        status.contentOffset = new
        for listener in listeners {
            listener.contentOffsetDidChange(in: self, old: old, new: new)
        }
    }

    /// A programmatic `setContentOffset(_:animated: false)`: stops any settling motion,
    /// then sets the offset and notifies (also when it is unchanged, as KVO does).
    func setOffset(_ new: Point) {
        stopMotion()
        moveOffset(to: new)
    }

    /// Sets the content inset; at rest (not dragging, not settling) the offset is clamped into
    /// the new range, while settling the motion re-targets instead.
    func setInset(_ inset: EdgeInsets) {
        status.contentInset = inset
        clampIfSettled()
    }

    /// Sets the content size, notifies every listener (hidden ones too), then clamps at rest.
    func setSize(_ size: Size) {
        status.contentSize = size
        for listener in listeners {
            listener.contentSizeDidChange(in: self)
        }
        clampIfSettled()
    }

    /// Sets the pan state and notifies when it changed.
    func setPanState(_ state: PanState) {
        guard state != panState else { return }
        status.panState = state
        for listener in listeners {
            listener.panStateDidChange(in: self)
        }
    }

    /// Moves the offset into the valid range (an observed offset change) when neither dragging
    /// nor settling; a settling motion re-targets to the new range at its next frame instead.
    private func clampIfSettled() {
        guard !isDragging, motion == nil else { return }
        let target = clamped(contentOffset)
        if target != contentOffset {
            moveOffset(to: target)
        }
    }
}
