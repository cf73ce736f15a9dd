import RefreshCore
import YAML

extension SpecDecoder {
    /// `scrollView`; nil when it is not a mapping or has no usable frame.
    mutating func decodeScrollView(_ node: Document.Node) -> ScrollViewSettings? {
        guard let fields = fields(of: node, .scrollView) else { return nil }
        let frame = size(nested(ScrollViewKey.frame, .positiveSize, in: fields), default: nil)
        let inset = insets(nested(ScrollViewKey.contentInset, .insets, in: fields))
        let kind = choice(ScrollViewKey.kind, in: fields, as: ScrollViewKind.self)
        // A misspelt axis is no axis: the components' axis checks must not assume the default.
        let axis = choice(ScrollViewKey.axis, in: fields, as: Axis.self, defaultWhenInvalid: false)
        let offset = point(
            nested(ScrollViewKey.contentOffset, .point, in: fields), default: Point(x: -inset.left, y: -inset.top))
        let dataCount = integer(ScrollViewKey.dataCount, in: fields)
        let pagingEnabled = bool(ScrollViewKey.pagingEnabled, in: fields)
        let inWindow = bool(ScrollViewKey.inWindow, in: fields)
        let rubberBand = choice(ScrollViewKey.rubberBand, in: fields, as: RubberBand.self)
        let bounceDuration = number(ScrollViewKey.bounceDuration, in: fields)
        let frameRate = integer(ScrollViewKey.frameRate, in: fields)
        let content = sizeChange(nested(ScrollViewKey.contentSize, .size, in: fields))
        guard let frame, let kind, let axis, let dataCount, let pagingEnabled, let inWindow, let rubberBand, let bounceDuration,
            let frameRate
        else { return nil }
        // The content size and offset a spec leaves out follow the frame and inset.
        var settings = ScrollViewSettings(frame: frame)
        settings.kind = kind
        settings.axis = axis
        if fields.has(ScrollViewKey.contentSize) {
            settings.contentSize = Size(width: content.width ?? frame.width, height: content.height ?? frame.height)
        }
        settings.contentInset = inset
        if fields.has(ScrollViewKey.contentOffset) { settings.contentOffset = offset }
        settings.dataCount = dataCount
        settings.pagingEnabled = pagingEnabled
        settings.inWindow = inWindow
        settings.rubberBand = rubberBand
        settings.bounceDuration = bounceDuration
        settings.frameRate = frameRate
        return settings
    }

    /// A size; an omitted side takes the default's (nil when there is none).
    mutating func size(_ fields: Fields, default fallback: Size?) -> Size? {
        let change = sizeChange(fields)
        guard let width = change.width ?? fallback?.width, let height = change.height ?? fallback?.height else { return nil }
        return Size(width: width, height: height)
    }

    /// A size whose sides may be omitted (nil), as `setContentSize` and `contentSize` give it.
    mutating func sizeChange(_ fields: Fields) -> Spec.SizeChange {
        Spec.SizeChange(width: number(SizeKey.width, in: fields), height: number(SizeKey.height, in: fields))
    }

    /// Insets; omitted sides take the table's defaults (0).
    mutating func insets(_ fields: Fields) -> EdgeInsets {
        let change = insetsChange(fields)
        return EdgeInsets(top: change.top ?? 0, left: change.left ?? 0, bottom: change.bottom ?? 0, right: change.right ?? 0)
    }

    /// Insets whose sides may be omitted (nil), as `setContentInset` gives them.
    mutating func insetsChange(_ fields: Fields) -> Spec.InsetsChange {
        Spec.InsetsChange(
            top: number(InsetsKey.top, in: fields), left: number(InsetsKey.left, in: fields),
            bottom: number(InsetsKey.bottom, in: fields), right: number(InsetsKey.right, in: fields)
        )
    }

    /// A point; an omitted coordinate takes the default's.
    mutating func point(_ fields: Fields, default fallback: Point) -> Point {
        Point(x: number(PointKey.x, in: fields) ?? fallback.x, y: number(PointKey.y, in: fields) ?? fallback.y)
    }
}
