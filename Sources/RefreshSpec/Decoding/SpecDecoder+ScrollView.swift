import RefreshCore
import YAML

extension SpecDecoder {
    /// `scrollView`; nil when it is not a mapping or has no usable frame.
    mutating func decodeScrollView(_ node: Document.Node) -> ScrollViewSettings? {
        guard let fields = fields(of: node, .scrollView) else { return nil }
        let device = fields.has(ScrollViewKey.device) ? decodeDevice(nested(ScrollViewKey.device, .device, in: fields)) : nil
        let frame = size(nested(ScrollViewKey.frame, .positiveSize, in: fields), default: device?.frame)
        let safeArea = insetsChange(nested(ScrollViewKey.safeArea, .safeArea, in: fields))
        let adjustment = choice(ScrollViewKey.contentInsetAdjustment, in: fields, as: ContentInsetAdjustment.self)
        let bounceVertical =
            fields.has(ScrollViewKey.alwaysBounceVertical) ? bool(ScrollViewKey.alwaysBounceVertical, in: fields) : nil
        let bounceHorizontal =
            fields.has(ScrollViewKey.alwaysBounceHorizontal) ? bool(ScrollViewKey.alwaysBounceHorizontal, in: fields) : nil
        let inset = insets(nested(ScrollViewKey.contentInset, .insets, in: fields))
        let kind = choice(ScrollViewKey.kind, in: fields, as: ScrollViewKind.self)
        // A misspelt axis is no axis: the components' axis checks must not assume the default.
        let axis = choice(ScrollViewKey.axis, in: fields, as: Axis.self, defaultWhenInvalid: false)
        let offsetFields = nested(ScrollViewKey.contentOffset, .point, in: fields)
        let dataCount = integer(ScrollViewKey.dataCount, in: fields)
        let pagingEnabled = bool(ScrollViewKey.pagingEnabled, in: fields)
        let inWindow = bool(ScrollViewKey.inWindow, in: fields)
        let rubberBand = choice(ScrollViewKey.rubberBand, in: fields, as: RubberBand.self)
        let bounceDuration = number(ScrollViewKey.bounceDuration, in: fields)
        let frameRate = integer(ScrollViewKey.frameRate, in: fields)
        let content = sizeChange(nested(ScrollViewKey.contentSize, .size, in: fields))
        scrollViewDevice = .some(device)
        guard let frame, let kind, let axis, let dataCount, let pagingEnabled, let inWindow, let rubberBand, let bounceDuration,
            let frameRate, let adjustment
        else { return nil }
        // The content size and offset a spec leaves out follow the frame and the insets; a
        // device's safe area stands for the sides a spec leaves out.
        var settings = ScrollViewSettings(frame: frame)
        settings.kind = kind
        settings.axis = axis
        settings.device = device
        let presetSafeArea = device?.safeArea ?? .zero
        settings.safeArea = EdgeInsets(
            top: safeArea.top ?? presetSafeArea.top, left: safeArea.left ?? presetSafeArea.left,
            bottom: safeArea.bottom ?? presetSafeArea.bottom, right: safeArea.right ?? presetSafeArea.right)
        if fields.has(ScrollViewKey.contentInsetAdjustment) { settings.contentInsetAdjustment = adjustment }
        settings.alwaysBounceVertical = bounceVertical
        settings.alwaysBounceHorizontal = bounceHorizontal
        if fields.has(ScrollViewKey.contentSize) {
            settings.contentSize = Size(width: content.width ?? frame.width, height: content.height ?? frame.height)
        }
        settings.contentInset = inset
        if fields.has(ScrollViewKey.contentOffset) {
            settings.contentOffset = point(offsetFields, default: settings.contentOffset)
        }
        settings.dataCount = dataCount
        settings.pagingEnabled = pagingEnabled
        settings.inWindow = inWindow
        settings.rubberBand = rubberBand
        settings.bounceDuration = bounceDuration
        settings.frameRate = frameRate
        return settings
    }

    /// `device`: a model held some way with some bars; nil when the model is missing or invalid.
    private mutating func decodeDevice(_ fields: Fields) -> Device? {
        let model = fields.has(DeviceKey.model) ? choice(DeviceKey.model, in: fields, as: Device.Model.self) : nil
        let orientation = choice(DeviceKey.orientation, in: fields, as: Device.Orientation.self)
        let bars = nested(DeviceKey.bars, .bars, in: fields)
        let navigation = choice(BarsKey.navigation, in: bars, as: Device.NavigationBar.self)
        let tab = bool(BarsKey.tab, in: bars)
        guard let model, let orientation, let navigation, let tab else { return nil }
        return Device(model: model, orientation: orientation, navigationBar: navigation, tabBar: tab)
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
