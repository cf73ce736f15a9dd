extension ScrollView {
    /// Step `drag`: the finger moves by (`dx`, `dy`); the offset moves the opposite way.
    ///
    /// The first drag after a release (or ever) begins a pan: any settling motion stops,
    /// `isDragging` becomes true and the pan state `began` is announced. The move is delivered
    /// as `steps` equal offset changes (default `ceil(max(|dx|, |dy|) / 10)`, at least 1).
    public func drag(dx: Double = 0, dy: Double = 0, steps: Int? = nil) {
        if !isDragging {
            stopMotion()
            values.isDragging = true
            setPanState(.began)
        }
        let count = max(1, steps ?? Self.defaultSteps(dx: dx, dy: dy))
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
            values.isDragging = false
            startSettling(velocity: velocity)
        }
        clock.drain()
    }

    /// The number of offset changes a drag is delivered in by default: one per 10 points, at
    /// least 1 and at most 1,000,000 (a spec's numbers are bounded far below that).
    static func defaultSteps(dx: Double, dy: Double) -> Int {
        let moves = (max(abs(dx), abs(dy)) / 10).rounded(.up)
        return moves.isFinite ? max(1, Int(min(moves, 1_000_000))) : 1
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
        let raw = rubberBand.fingerOffset(for: offset, lower: lower, upper: upper, viewport: frame[axis])
        return rubberBand.displayedOffset(for: raw + delta, lower: lower, upper: upper, viewport: frame[axis])
    }
}
