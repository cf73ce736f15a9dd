import RefreshCore
import Testing

@testable import RefreshEngine

/// The safe area and `adjustedContentInset` (UIKit's rules, SPEC.md §3 "Safe area") and
/// MJRefresh's `mj_inset` accessors (UIScrollView+MJExtension.m: `mj_inset` returns
/// `adjustedContentInset`; `setMj_insetT` writes `contentInset.top = value - (adjusted.top -
/// contentInset.top)`, lines 37–47, and the same for the other edges).
@Suite struct SafeAreaTests {
    /// A 375 × 667 scroll view of `kind` whose content fits, with safe area {20, 10, 34, 10}
    /// and contentInset.top 8.
    static func fitting(_ kind: ScrollViewKind, _ adjustment: ContentInsetAdjustment) -> ScrollView {
        makeScrollView(frame: Size(width: 375, height: 667)) {
            $0.kind = kind
            $0.contentSize = Size(width: 375, height: 300)
            $0.contentInset = EdgeInsets(top: 8)
            $0.safeArea = EdgeInsets(top: 20, left: 10, bottom: 34, right: 10)
            $0.contentInsetAdjustment = adjustment
        }
    }

    @Test func eachBehaviourLetsInItsEdges() {
        // never: adjusted = contentInset = {8, 0, 0, 0}
        #expect(Self.fitting(.plain, .never).adjustedContentInset == EdgeInsets(top: 8))
        // always: every edge: {8 + 20, 0 + 10, 0 + 34, 0 + 10}
        #expect(Self.fitting(.plain, .always).adjustedContentInset == EdgeInsets(top: 28, left: 10, bottom: 34, right: 10))
        // scrollableAxes, a plain view (no bounce) whose content fits: 300 < 667 - 8 and
        // 375 < 375 - 0: neither axis scrolls, nothing is let in.
        #expect(Self.fitting(.plain, .scrollableAxes).adjustedContentInset == EdgeInsets(top: 8))
        // automatic on a plain view is scrollableAxes: nothing.
        #expect(Self.fitting(.plain, .automatic).adjustedContentInset == EdgeInsets(top: 8))
        // automatic on a table: top and bottom always: {8 + 20, 0, 0 + 34, 0}.
        #expect(Self.fitting(.table, .automatic).adjustedContentInset == EdgeInsets(top: 28, bottom: 34))
        #expect(Self.fitting(.collection, .automatic).adjustedContentInset == EdgeInsets(top: 28, bottom: 34))
    }

    @Test func aScrollViewStartsAtRestBelowTheAdjustedTopInset() {
        // always: offset = (-adjusted left, -adjusted top) = (-10, -28).
        #expect(Self.fitting(.plain, .always).contentOffset == Point(x: -10, y: -28))
    }

    @Test func theSettersSubtractTheAdjustment() {
        let scrollView = Self.fitting(.plain, .always)
        // setMj_insetT(200): contentInset.top = 200 - (28 - 8) = 180; adjusted 180 + 20 = 200.
        scrollView.setAdjustedInset(\.top, 200)
        #expect(scrollView.contentInset.top == 180)
        #expect(scrollView.adjustedContentInset.top == 200)
        // setMj_insetB(100): contentInset.bottom = 100 - (34 - 0) = 66.
        scrollView.setAdjustedInset(\.bottom, 100)
        #expect(scrollView.contentInset.bottom == 66)
    }

    @Test func attachingSetsTheBounceFlagsAsMJRefreshDoes() {
        // MJRefreshComponent.m line 86: alwaysBounceVertical = YES; a plain view's default is NO.
        let plain = Self.fitting(.plain, .scrollableAxes)
        #expect(!plain.alwaysBounceVertical)
        plain.attach(Header(id: "header"))
        #expect(plain.alwaysBounceVertical)
        // With vertical bouncing the vertical axis scrolls: top and bottom let in, {28, 0, 34, 0};
        // the offset rested at -8 and follows to -28.
        #expect(plain.adjustedContentInset == EdgeInsets(top: 28, bottom: 34))
        #expect(plain.contentOffset.y == -28)
        // MJRefreshTrailer.m lines 151–152: horizontal YES, vertical NO.
        let carousel = Self.fitting(.plain, .scrollableAxes)
        carousel.attach(Trailer(id: "trailer"))
        #expect(carousel.alwaysBounceHorizontal && !carousel.alwaysBounceVertical)
        // The app's own value, set after attaching, stays.
        let kept = makeScrollView(frame: Size(width: 375, height: 667)) { $0.alwaysBounceVertical = false }
        kept.attach(Header(id: "header"))
        #expect(!kept.alwaysBounceVertical)
    }

    @Test func aScrolledOffsetStaysWhenTheAdjustmentAppears() {
        // scrollableAxes with no bounce: 600 < 852 fits; growing the content to 1200 lets in the
        // safe area's top 103. An offset at rest follows (specs/safe-area-short-list.yaml); one
        // scrolled to 100 stays at 100.
        let scrollView = makeScrollView(frame: Size(width: 393, height: 852)) {
            $0.kind = .plain
            $0.contentSize = Size(width: 393, height: 600)
            $0.safeArea = EdgeInsets(top: 103, bottom: 34)
            $0.contentInsetAdjustment = .scrollableAxes
        }
        scrollView.scroll(to: Point(x: 0, y: 100))
        scrollView.setContentSize(height: 1200)
        #expect(scrollView.adjustedContentInset.top == 103)
        #expect(scrollView.contentOffset.y == 100)
    }

    @Test func aRotationTurnsTheFrameAndWidensTheHeader() {
        let scrollView = makeScrollView(frame: Size(width: 393, height: 852)) {
            $0.contentSize = Size(width: 393, height: 2000)
            $0.safeArea = EdgeInsets(top: 103, bottom: 34)
        }
        let header = Header(id: "header")
        scrollView.attach(header)
        scrollView.rotate(frame: Size(width: 852, height: 393), safeArea: EdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
        #expect(scrollView.frame == Size(width: 852, height: 393))
        // MJRefreshComponent's flexible-width autoresizing: the header is as wide as the view,
        // and so are a table's rows.
        #expect(header.frame.width == 852)
        #expect(scrollView.contentSize.width == 852)
        // A table under automatic: top 0 + 32; the offset rested at -103 and follows to -32.
        #expect(scrollView.contentOffset.y == -32)
    }
}

/// The device presets' numbers (SPEC.md §3 "Devices").
@Suite struct DevicePresetTests {
    @Test func barsAddToTheDevicesOwnSafeArea() {
        // iPhone 16 upright: 59 (Dynamic Island) + 44 (standard bar) = 103 top; 34 (home
        // indicator) + 49 (tab bar) = 83 bottom.
        let upright = Device(model: .iPhone16, navigationBar: .standard, tabBar: true)
        #expect(upright.frame == Size(width: 393, height: 852))
        #expect(upright.safeArea == EdgeInsets(top: 103, bottom: 83))
        // On its side: the status bar hides, the housing's 59 pt on both sides, a 32 pt compact
        // bar, 21 + 32 (compact tab bar) = 53 bottom.
        var turned = upright
        turned.orientation = .landscape
        #expect(turned.frame == Size(width: 852, height: 393))
        #expect(turned.safeArea == EdgeInsets(top: 32, left: 59, bottom: 53, right: 59))
        // A large title: 47 + 96 = 143 on an iPhone 14; an iPhone SE has a 20 pt status bar and
        // no home indicator; an iPad keeps its 24 / 20 both ways, with a 50 pt tab bar.
        #expect(Device(model: .iPhone14, navigationBar: .large).safeArea == EdgeInsets(top: 143, bottom: 34))
        #expect(Device(model: .iPhoneSE).safeArea == EdgeInsets(top: 20))
        #expect(
            Device(model: .iPad, orientation: .landscape, tabBar: true).safeArea == EdgeInsets(top: 24, bottom: 70))
    }
}
