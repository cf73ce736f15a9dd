import Foundation
import RefreshCore
import RefreshSpec
import Testing
import Diagnostics

/// Valid specs decode to the model with SPEC.md's defaults applied.
@Suite struct DefaultsTests {
    @Test func topLevelAndScrollViewDefaults() throws {
        let spec = try decodeClean(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, contentInset: {top: 64}}
            components: [{id: header, type: header}]
            """)
        #expect(spec.name == "sample")
        #expect(spec.description == nil)
        #expect(spec.defaultLocale == "en")
        #expect(spec.clock == Spec.Clock(now: Timestamp(secondsSince1970: 1_767_268_800), timeZone: "UTC"))
        #expect(spec.strings.isEmpty && spec.colors.isEmpty && spec.scenarios.isEmpty)
        let view = spec.scrollView
        #expect(view.kind == .table && view.axis == .vertical && view.rubberBand == .none)
        #expect(view.frame == Size(width: 375, height: 667))
        #expect(view.contentSize == view.frame)
        #expect(view.contentInset == EdgeInsets(top: 64))
        #expect(view.contentOffset == Point(x: 0, y: -64))
        #expect(view.dataCount == 0 && !view.pagingEnabled && view.inWindow)
        #expect(view.bounceDuration == 0.4 && view.frameRate == 60)
        #expect(spec.scrollViewMark == Mark(line: 2, column: 13))
        // Nothing written but the frame and inset is the scroll view's settings of that frame
        // and inset: the content size and offset follow them.
        var standard = ScrollViewSettings(frame: Size(width: 375, height: 667))
        standard.contentInset = EdgeInsets(top: 64)
        #expect(view == standard)
    }

    @Test func headerDefaults() throws {
        let header = try #require(try decodeClean(Self.oneOfEach).component("header"))
        #expect(header.settings.style == .normal && header.settings.height == 54 && header.settings.width == nil)
        #expect(
            header.settings.triggerRate == 1 && header.settings.ignoredContentInset == 0
                && !header.settings.automaticallyChangeAlpha)
        #expect(header.settings.animation == AnimationDurations(fast: 0.25, slow: 0.4))
        #expect(!header.settings.hidden && !header.settings.hideWhenNoData)
        #expect(header.settings.textColor.description == "#5A5A5A")
        #expect(header.settings.font == Font(size: 14, weight: .bold))
        var label = LastUpdatedSettings()
        label.key = "header"
        #expect(header.settings.lastUpdated == label)
        #expect(header.lastUpdatedMarks == ComponentSpec.LastUpdatedMarks())
        // Nothing written is MJRefresh's settings, but for the height the key table fills in
        // (54, MJRefreshHeaderHeight) and the last-updated key, the component id.
        var standard = ComponentSettings()
        standard.height = 54
        standard.lastUpdated = label
        #expect(header.settings == standard)
        #expect(
            header.labels == [
                .idle: ComponentSpec.Label(content: .key("header.idle"), mark: nil),
                .pulling: ComponentSpec.Label(content: .key("header.pulling"), mark: nil),
                .refreshing: ComponentSpec.Label(content: .key("header.refreshing"), mark: nil),
            ])
        #expect(header.settings.images.isEmpty)
        #expect(header.mark == Mark(line: 4, column: 5))
    }

    @Test func footerTrailerAndObserverDefaults() throws {
        let spec = try decodeClean(Self.oneOfEach)
        let more = try #require(spec.component("more"))
        #expect(more.settings.height == 44 && more.settings.triggerPercent == 1 && more.settings.autoTriggerTimes == 1)
        #expect(more.settings.automaticallyRefresh && !more.settings.refreshingTitleHidden && more.settings.lastUpdated == nil)
        #expect(Set(more.labels.keys) == [.idle, .refreshing, .noMoreData])
        let trailer = try #require(try decodeClean(Self.trailer).component("trailer"))
        #expect(trailer.settings.width == 60 && trailer.settings.height == nil)
        #expect(Set(trailer.labels.keys) == [.idle, .pulling, .refreshing])
        // MJRefreshStateTrailer.textConfiguration: setTitle(MJRefreshTrailerPullingText, refreshing).
        #expect(trailer.labels[.refreshing]?.content == .key("trailer.pulling"))
        let watcher = try #require(spec.component("watcher"))
        #expect(watcher.settings.style == .plain && watcher.labels.isEmpty && watcher.settings.height == nil)
        // Each is MJRefresh's settings but for the size the key table fills in (footer 44,
        // trailer 60) and an observer's style, plain: it has no subviews.
        var footer = ComponentSettings()
        footer.height = 44
        #expect(more.settings == footer)
        var trailerSettings = ComponentSettings()
        trailerSettings.width = 60
        #expect(trailer.settings == trailerSettings)
        var observer = ComponentSettings()
        observer.style = .plain
        #expect(watcher.settings == observer)
    }

    /// The trailer's borrowed refreshing key only fills a gap: a spec's own `refreshing` label wins.
    @Test func trailerRefreshingLabelOfTheSpecWins() throws {
        let spec = try decodeClean(
            Self.trailer.replacingOccurrences(
                of: "type: trailer}", with: "type: trailer, labels: {refreshing: {text: 正在加载}}}"))
        let trailer = try #require(spec.component("trailer"))
        #expect(trailer.labels[.refreshing]?.content == .text("正在加载"))
        #expect(trailer.labels[.pulling]?.content == .key("trailer.pulling"))
    }

    @Test func writtenValues() throws {
        let spec = try decodeClean(
            """
            version: 1
            name: custom
            scrollView: {frame: {width: 375, height: 667}, axis: vertical}
            defaultLocale: zh-Hans
            colors: {brand: "#f80"}
            clock: {now: "2026-03-01T08:30:00+08:00", timeZone: Asia/Shanghai}
            components:
              - id: header
                type: header
                style: gif
                height: 60
                animation: none
                textColor: brand
                font: {size: 12, weight: regular}
                labels: {idle: {text: Pull!}}
                lastUpdated: {hidden: true, key: feed, at: 2026-02-28T10:00:00Z}
                images: {idle: {frames: 5}, refreshing: {frames: 8, duration: 0.4}}
              - {id: more, type: autoFooter, autoTriggerTimes: -1, triggerPercent: 0.5, refreshingTitleHidden: true}
            """)
        #expect(spec.name == "custom" && spec.defaultLocale == "zh-Hans")
        #expect(spec.clock.now == Timestamp(iso8601: "2026-03-01T00:30:00Z"))
        let header = try #require(spec.component("header"))
        #expect(header.settings.style == .gif && header.settings.height == 60)
        #expect(header.settings.animation == AnimationDurations(fast: 0, slow: 0))
        #expect(header.settings.textColor == Color(red: 0xFF, green: 0x88, blue: 0))
        #expect(header.settings.font == Font(size: 12, weight: .regular))
        #expect(header.labels[.idle] == ComponentSpec.Label(content: .text("Pull!"), mark: Mark(line: 15, column: 20)))
        #expect(header.labels[.pulling]?.content == .key("header.pulling"))
        var label = LastUpdatedSettings()
        (label.hidden, label.key) = (true, "feed")
        label.at = Timestamp(iso8601: "2026-02-28T10:00:00Z").map { Date(timeIntervalSince1970: $0.secondsSince1970) }
        #expect(header.settings.lastUpdated == label)
        #expect(header.lastUpdatedMarks == ComponentSpec.LastUpdatedMarks(at: Mark(line: 16, column: 48)))
        #expect(header.settings.images[.idle]?.duration == 0.5)
        #expect(header.settings.images[.refreshing] == GifImages(frames: 8, duration: 0.4))
        let more = try #require(spec.component("more"))
        #expect(
            more.settings.autoTriggerTimes == -1 && more.settings.triggerPercent == 0.5 && more.settings.refreshingTitleHidden)
    }

    static let oneOfEach = """
        version: 1
        scrollView: {frame: {width: 375, height: 667}}
        components:
          - id: header
            type: header
          - {id: more, type: autoFooter}
          - {id: watcher, type: scrollObserver}
        """

    static let trailer = """
        version: 1
        scrollView: {frame: {width: 375, height: 320}, axis: horizontal}
        components: [{id: trailer, type: trailer}]
        """
}
