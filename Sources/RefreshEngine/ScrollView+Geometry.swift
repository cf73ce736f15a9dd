import RefreshCore

extension Axis {
    /// The inset edge after the content along this axis: bottom or right.
    var trailingEdge: WritableKeyPath<EdgeInsets, Double> { self == .vertical ? \.bottom : \.right }
}

extension ScrollView {
    /// The smallest valid offset along `axis`: `-adjustedInset.leading`.
    func minimumOffset(_ axis: Axis) -> Double {
        -adjustedContentInset.leading(axis)
    }

    /// The largest valid offset along `axis`:
    /// `max(-adjustedInset.leading, content + adjustedInset.trailing - frame)`.
    func maximumOffset(_ axis: Axis) -> Double {
        let end = contentSize[axis] + adjustedContentInset.trailing(axis) - frame[axis]
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
        keepingRestingOffset {
            status.contentInset = inset
        }
    }

    /// MJRefresh's `mj_inset` setters (`setMj_insetT` and the others): sets the adjusted inset
    /// of one edge by writing `contentInset` less the safe area adjusted on that edge.
    func setAdjustedInset(_ edge: WritableKeyPath<EdgeInsets, Double>, _ value: Double) {
        let adjustment = adjustedContentInset[keyPath: edge] - contentInset[keyPath: edge]
        var inset = contentInset
        inset[keyPath: edge] = value - adjustment
        setInset(inset)
    }

    /// Sets the content size, notifies every listener (hidden ones too), then clamps at rest.
    func setSize(_ size: Size) {
        keepingRestingOffset {
            status.contentSize = size
            for listener in listeners {
                listener.contentSizeDidChange(in: self)
            }
        }
    }

    /// What attaching a component does to `alwaysBounceVertical`/`Horizontal` (nil: unchanged);
    /// a value the spec sets is the app's, set after attaching, and stays.
    func attachmentSetsAlwaysBounce(vertical: Bool?, horizontal: Bool? = nil) {
        keepingRestingOffset {
            if let vertical, settings.alwaysBounceVertical == nil {
                status.alwaysBounceVertical = vertical
            }
            if let horizontal, settings.alwaysBounceHorizontal == nil {
                status.alwaysBounceHorizontal = horizontal
            }
        }
    }

    /// Sets the safe area and, if given, the frame (a rotation); refresh components other than
    /// the trailing ones take the new width (MJRefresh's flexible-width autoresizing), and a
    /// table view's content takes it too (its rows span its width), which every listener hears.
    func setSafeArea(_ safeArea: EdgeInsets, frame newFrame: Size? = nil) {
        keepingRestingOffset {
            status.safeArea = safeArea
            status.hasSafeArea = safeArea != .zero
            guard let newFrame else { return }
            status.frame = newFrame
            for case let component as RefreshComponent in listeners {
                component.scrollViewFrameDidChange(in: self)
            }
            guard settings.kind == .table, contentSize.width != newFrame.width else { return }
            status.contentSize.width = newFrame.width
            for listener in listeners {
                listener.contentSizeDidChange(in: self)
            }
        }
    }

    /// Sets the pan state and notifies when it changed.
    func setPanState(_ state: PanState) {
        guard state != panState else { return }
        status.panState = state
        for listener in listeners {
            listener.panStateDidChange(in: self)
        }
    }

    /// Runs `change`, then, when neither dragging nor settling, moves the offset into the valid
    /// range (an observed offset change); a settling motion re-targets at its next frame instead.
    ///
    /// When the safe area's share of an adjusted leading inset changes and the offset rested at
    /// the top (or left) of the content, it stays there: the offset moves with the adjustment,
    /// as UIKit keeps a scroll view at rest when its `adjustedContentInset` changes.
    private func keepingRestingOffset(_ change: () -> Void) {
        let oldAdjustment = adjustedContentInset
        let oldInset = contentInset
        change()
        guard !isDragging, motion == nil else { return }
        var target = contentOffset
        let adjusted = adjustedContentInset
        for axis in Axis.allCases {
            let oldShare = oldAdjustment.leading(axis) - oldInset.leading(axis)
            let share = adjusted.leading(axis) - contentInset.leading(axis)
            if share != oldShare, target[axis] == -oldAdjustment.leading(axis) {
                target[axis] = -adjusted.leading(axis)
            }
        }
        target = clamped(target)
        if target != contentOffset {
            moveOffset(to: target)
        }
    }
}
