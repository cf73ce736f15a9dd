import RefreshCore
import Testing

@testable import RefreshEngine

/// The thresholds the timeline draws are the ones the offset-change handlers compare with, and
/// carry the values they come from.
@Suite struct ThresholdsTests {
    @Test func aHeaderShowsPastTheTopInsetAndPullsPastItsHeightTimesTriggerRate() throws {
        let (scrollView, _) = attached(Header(id: "header", settings: settings { $0.triggerRate = 1.5 }))
        let thresholds = try #require(scrollView.thresholds().first)
        // happen = -insetTop = -64; trigger = -64 - 54 × 1.5 = -145.
        #expect(
            thresholds
                == Thresholds(
                    component: "header", axis: .vertical, happen: -64, trigger: -145,
                    basis: .header(insetTop: 64, height: 54, triggerRate: 1.5)))
    }

    @Test func aBackFooterShowsPastTheEndOfTheContent() throws {
        let (scrollView, _) = attached(BackFooter(id: "footer"))
        // break = contentH - (frameH - insetB - insetT) = 1200 - (667 - 0 - 64) = 597 > 0;
        // happen = 597 - insetT 64 = 533 (= 1200 - 667 + insetB 0); trigger = 533 + 44 = 577.
        let basis = Thresholds.Basis.trailing(
            content: 1200, frame: 667, leadingInset: 64, trailingInset: 0, contentBreak: 597, size: 44, triggerRate: 1)
        #expect(
            scrollView.thresholds() == [
                Thresholds(component: "footer", axis: .vertical, happen: 533, trigger: 577, basis: basis)
            ])
    }

    @Test func aBackFooterUnderShortContentShowsPastTheTopInset() throws {
        let (scrollView, _) = attached(BackFooter(id: "footer"), to: feedScrollView(contentHeight: 300))
        // break = 300 - (667 - 0 - 64) = -303 ≤ 0, so happen = -insetT = -64; trigger = -64 + 44 = -20.
        let basis = Thresholds.Basis.trailing(
            content: 300, frame: 667, leadingInset: 64, trailingInset: 0, contentBreak: -303, size: 44, triggerRate: 1)
        #expect(
            scrollView.thresholds() == [
                Thresholds(component: "footer", axis: .vertical, happen: -64, trigger: -20, basis: basis)
            ])
    }

    @Test func aTrailerAndARighterShowPastTheContentsRightEnd() throws {
        let carousel = {
            makeScrollView(frame: Size(width: 375, height: 200)) {
                $0.contentSize = Size(width: 1000, height: 200)
                $0.contentInset = EdgeInsets(left: 15, right: 15)
                $0.dataCount = 10
            }
        }
        // break = contentW - (frameW - insetR - insetL) = 1000 - (375 - 15 - 15) = 655;
        // happen = 655 - insetL 15 = 640 (= 1000 - 375 + insetR 15); the trailer's width 60 gives
        // 700, the righter's 15 + 5 + 20 + 5 = 45 gives 685.
        let (trailerView, _) = attached(Trailer(id: "more"), to: carousel())
        let (righterView, _) = attached(Trailer(id: "more", settings: settings { $0.variant = .righter }), to: carousel())
        for (scrollView, trigger) in [(trailerView, 700.0), (righterView, 685)] {
            let thresholds = try #require(scrollView.thresholds().first)
            #expect(thresholds.axis == .horizontal)
            #expect(thresholds.happen == 640)
            #expect(thresholds.trigger == trigger)
        }
    }

    @Test func anAutoFooterTriggersOnlyWhenTheContentIsLongerThanTheViewport() throws {
        let (long, _) = attached(AutoFooter(id: "more", settings: settings { $0.triggerPercent = 0.5 }))
        // 1200 - 667 + 44 × 0.5 + insetB 44 - 44 = 555.
        #expect(long.thresholds().map(\.trigger) == [555])
        #expect(
            long.thresholds().map(\.basis) == [
                .autoFooter(
                    content: 1200, frame: 667, insetTop: 64, insetBottom: 44, height: 44, triggerPercent: 0.5,
                    automaticallyRefresh: true)
            ])
        // insetT 64 + 300 ≤ 667: no trigger.
        let (short, _) = attached(AutoFooter(id: "more"), to: feedScrollView(contentHeight: 300))
        #expect(short.thresholds().map(\.trigger) == [nil])
        #expect(short.thresholds().map(\.happen) == [nil])
    }

    @Test func aHiddenComponentHasNone() {
        let (scrollView, footer) = attached(AutoFooter(id: "more"))
        footer.setHidden(true)
        #expect(scrollView.thresholds().isEmpty)
    }
}
