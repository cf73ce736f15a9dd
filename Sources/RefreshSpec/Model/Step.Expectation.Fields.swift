extension Step.Expectation {
    /// The scroll view fields an `expect` step can assert.
    public enum ScrollViewField: String, Sendable, Hashable, CaseIterable {
        case offsetX, offsetY, insetTop, insetLeft, insetBottom, insetRight
        case contentWidth, contentHeight, dragging, dataCount
    }

    /// The component fields an `expect` step can assert.
    public enum ComponentField: String, Sendable, Hashable, CaseIterable {
        case state, text, detailText, pullingPercent, alpha, hidden, x, y, width, height
        case arrowRotation, indicatorAnimating, image, refreshingCallbacks, endCallbacks, lastEvent
    }
}
