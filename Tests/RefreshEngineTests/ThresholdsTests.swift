import RefreshCore
import Testing

@testable import RefreshEngine

/// The thresholds the timeline draws are the ones the offset-change handlers compare with.
@Suite struct ThresholdsTests {
    @Test func aHeaderShowsPastTheTopInsetAndPullsPastItsHeightTimesTriggerRate() throws {
        let (scrollView, _) = attached(Header(id: "header", options: .init(triggerRate: 1.5)))
        let thresholds = try #require(scrollView.thresholds().first)
        #expect(thresholds == Thresholds(component: "header", axis: .vertical, happen: -64, trigger: -64 - 54 * 1.5))
    }

    @Test func aBackFooterShowsPastTheEndOfTheContent() throws {
        let (scrollView, _) = attached(BackFooter(id: "footer"))
        // happen = contentH - (frameH - insetB - insetT) - insetT = 1200 - 603 - 64 = 533; + 44.
        #expect(scrollView.thresholds() == [Thresholds(component: "footer", axis: .vertical, happen: 533, trigger: 577)])
    }

    @Test func anAutoFooterTriggersOnlyWhenTheContentIsLongerThanTheViewport() throws {
        let (long, _) = attached(AutoFooter(id: "more", settings: .init(triggerPercent: 0.5)))
        // 1200 - 667 + 44 × 0.5 + insetB 44 - 44 = 555.
        #expect(long.thresholds() == [Thresholds(component: "more", axis: .vertical, happen: nil, trigger: 555)])
        let (short, _) = attached(AutoFooter(id: "more"), to: feedScrollView(contentHeight: 300))
        #expect(short.thresholds() == [Thresholds(component: "more", axis: .vertical, happen: nil, trigger: nil)])
    }

    @Test func aHiddenComponentHasNone() {
        let (scrollView, footer) = attached(AutoFooter(id: "more"))
        footer.setHidden(true)
        #expect(scrollView.thresholds().isEmpty)
    }
}
