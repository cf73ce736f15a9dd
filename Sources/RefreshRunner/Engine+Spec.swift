import Foundation
import RefreshEngine
import RefreshSpec

extension ScrollView {
    /// A scroll view with the spec's geometry, settling and a clock starting at the spec's time.
    convenience init(_ spec: ScrollViewSpec, clock: Spec.Clock) {
        let kind: Kind =
            switch spec.kind {
            case .plain: .plain
            case .table: .table
            case .collection: .collection
            }
        self.init(
            frame: Size(width: spec.frame.width, height: spec.frame.height),
            contentSize: Size(width: spec.contentSize.width, height: spec.contentSize.height),
            contentInset: EdgeInsets(
                top: spec.contentInset.top, left: spec.contentInset.left, bottom: spec.contentInset.bottom,
                right: spec.contentInset.right),
            contentOffset: Point(x: spec.contentOffset.x, y: spec.contentOffset.y),
            dataCount: spec.dataCount, kind: kind, pagingEnabled: spec.pagingEnabled, inWindow: spec.inWindow,
            rubberBand: spec.rubberBand == .uikit ? .uikit : .none, bounceDuration: spec.bounceDuration,
            frameRate: spec.frameRate,
            clock: VirtualClock(startDate: Date(timeIntervalSince1970: clock.now.secondsSince1970)))
    }
}

extension RefreshComponent.Options {
    /// The engine options of a component spec.
    init(_ component: ComponentSpec, texts: LabelTexts) {
        var images: [RefreshState: GifImages] = [:]
        for (state, gif) in component.images {
            if let engineState = RefreshState(rawValue: state.rawValue) {
                images[engineState] = GifImages(frames: gif.frames, duration: gif.duration)
            }
        }
        self.init(
            style: Style(rawValue: component.style.rawValue) ?? .normal,
            size: component.type == .trailer ? component.width : component.height,
            triggerRate: component.triggerRate, ignoredInset: component.ignoredContentInset,
            automaticallyChangeAlpha: component.automaticallyChangeAlpha,
            animation: AnimationDurations(fast: component.animation.fast, slow: component.animation.slow),
            hidden: component.hidden, hideWhenNoData: component.hideWhenNoData,
            font: LabelFont(size: component.font.size, isBold: component.font.weight == .bold), texts: texts,
            images: images)
    }
}

extension Header.LastUpdated {
    /// The header's last-updated settings, in the spec clock's time zone.
    init(_ component: ComponentSpec, clock: Spec.Clock) {
        self.init(
            hidden: component.lastUpdated?.hidden ?? false,
            at: component.lastUpdated?.at.map { Date(timeIntervalSince1970: $0.secondsSince1970) },
            timeZone: TimeZone(clock: clock))
    }
}

extension AutoFooter.Settings {
    /// The auto footer's settings of a component spec.
    init(_ component: ComponentSpec) {
        self.init(
            triggerPercent: component.triggerPercent, autoTriggerTimes: component.autoTriggerTimes,
            automaticallyRefresh: component.automaticallyRefresh, refreshingTitleHidden: component.refreshingTitleHidden)
    }
}
