import Diagnostics
import RefreshCore
import RefreshSpec
import Testing
import YAML

/// `scrollView`'s safe-area keys and device presets (SPEC.md §3), and the steps that change them.
@Suite struct SafeAreaDecodingTests {
    static func load(_ text: String) -> LoadResult {
        Spec.load(source: Source(path: "feed.yaml", bytes: Array(text.utf8)))
    }

    /// iPhone 14 upright with a standard bar: 390 × 844, top 47 + 44 = 91, bottom 34; a side the
    /// spec writes wins (bottom 0), as does a frame; the behaviour and a bounce flag as written.
    @Test func aDeviceGivesTheFrameAndSafeAreaAndWrittenValuesWin() throws {
        let spec = try decodeClean(
            """
            version: 1
            scrollView:
              device: {model: iPhone14, bars: {navigation: standard}}
              safeArea: {bottom: 0}
              contentInsetAdjustment: never
              alwaysBounceVertical: false
            components: [{id: header, type: header}]
            """)
        #expect(spec.scrollView.frame == Size(width: 390, height: 844))
        #expect(spec.scrollView.safeArea == EdgeInsets(top: 91, bottom: 0))
        #expect(spec.scrollView.contentInsetAdjustment == .never)
        #expect(spec.scrollView.alwaysBounceVertical == false)
        #expect(spec.scrollView.alwaysBounceHorizontal == nil)
        #expect(spec.usesSafeArea)
        let framed = try decodeClean(
            """
            version: 1
            scrollView: {device: {model: iPad}, frame: {width: 500, height: 600}}
            components: [{id: header, type: header}]
            """)
        #expect(framed.scrollView.frame == Size(width: 500, height: 600))
        #expect(framed.scrollView.safeArea == EdgeInsets(top: 24, bottom: 20))
    }

    /// `rotate` turns the spec's device: the step carries it held the new way.
    @Test func rotateCarriesTheDeviceTurned() throws {
        let spec = try decodeClean(
            """
            version: 1
            scrollView: {device: {model: iPhone16, bars: {tab: true}}}
            components: [{id: header, type: header}]
            scenarios: [{name: turn, steps: [rotate: landscape]}]
            """)
        let action = try #require(spec.scenarios.first?.steps.first?.action)
        #expect(action == .rotate(Device(model: .iPhone16, orientation: .landscape, tabBar: true)))
    }

    /// Without a device, `rotate` has nothing to turn (an error at its value), and a scroll
    /// view needs a frame (an error at the mapping, naming the key).
    @Test func rotateWithoutADeviceAndAScrollViewWithNeitherAreErrors() {
        let rotated = Self.load(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components: [{id: header, type: header}]
            scenarios: [{name: turn, steps: [rotate: landscape]}]
            """)
        #expect(
            rotated.diagnostics.map { "\($0.mark) \($0.rule) \($0.message)" } == [
                "4:42 missing-key rotate needs a device preset to turn: add scrollView.device, or change the safe area "
                    + "with setSafeArea"
            ])
        let bare = Self.load(
            """
            version: 1
            scrollView: {contentSize: {height: 900}}
            components: [{id: header, type: header}]
            """)
        #expect(bare.diagnostics.map { "\($0.mark) \($0.message)" } == ["2:13 missing required key 'frame' in scrollView"])
    }
}
