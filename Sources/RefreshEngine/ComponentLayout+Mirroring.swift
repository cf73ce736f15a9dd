extension ComponentLayout {
    /// The same layout mirrored about the vertical centre line of a component `width` wide, as
    /// UIKit lays out a right-to-left interface.
    func mirrored(inWidth width: Double) -> ComponentLayout {
        func mirror(_ rect: Rect?) -> Rect? {
            rect.map { Rect(x: width - $0.x - $0.width, y: $0.y, width: $0.width, height: $0.height) }
        }
        return ComponentLayout(
            stateLabel: mirror(stateLabel), lastUpdatedLabel: mirror(lastUpdatedLabel), arrow: mirror(arrow),
            indicator: mirror(indicator), gif: mirror(gif))
    }
}
