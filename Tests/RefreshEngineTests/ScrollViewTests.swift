import RefreshCore
import Testing

@testable import RefreshEngine

@Suite struct ScrollViewTests {
    /// Unless set, the content is as large as the frame and the offset shows its top:
    /// (-left, -top) = (-10, -64). Once set they stay, whatever the frame and inset become.
    @Test func startsWhereItsSettingsSay() {
        var settings = ScrollViewSettings(frame: Size(width: 375, height: 667))
        settings.contentInset = EdgeInsets(top: 64, left: 10)
        let fresh = ScrollView(settings: settings)
        #expect(fresh.contentSize == Size(width: 375, height: 667))
        #expect(fresh.contentOffset == Point(x: -10, y: -64))
        settings.contentSize = Size(width: 375, height: 1200)
        settings.contentOffset = Point(x: 0, y: 100)
        settings.frame = Size(width: 320, height: 480)
        settings.contentInset = .zero
        #expect(settings.contentSize == Size(width: 375, height: 1200))
        #expect(settings.contentOffset == Point(x: 0, y: 100))
        // Settling takes at least 0 s, at least 1 frame per second.
        settings.bounceDuration = -1
        settings.frameRate = 0
        let clamped = ScrollView(settings: settings)
        #expect(clamped.settings.bounceDuration == 0 && clamped.settings.frameRate == 1)
    }

    /// Valid y range: [-64, max(-64, 1200 + 0 - 667)] = [-64, 533].
    @Test func contentSizeClampsWhenNotDragging() {
        let scrollView = feedScrollView()
        scrollView.scroll(to: Point(x: 0, y: 533))
        // Content 800: max = 800 - 667 = 133.
        scrollView.setContentSize(height: 800)
        #expect(scrollView.contentOffset.y == 133)
        #expect(scrollView.contentSize.width == 375)
    }

    @Test func insetClampsWhenNotDragging() {
        let scrollView = feedScrollView()
        // Top 0: min = 0 > -64 → offset 0. Top 100: -100 ≤ 0, nothing moves.
        scrollView.setContentInset(top: 0)
        #expect(scrollView.contentOffset.y == 0)
        scrollView.setContentInset(top: 100)
        #expect(scrollView.contentOffset.y == 0)
        #expect(scrollView.contentInset.bottom == 0)
    }

    @Test func noClampWhileDragging() {
        let scrollView = feedScrollView()
        scrollView.scroll(to: Point(x: 0, y: 533))
        scrollView.drag(dy: -20)
        scrollView.setContentSize(height: 800)
        #expect(scrollView.contentOffset.y == 553)
    }

    /// The clamp is an observed offset change: a header sees -64 → 0 (its happen point moves to 0).
    @Test func clampIsObserved() {
        let (scrollView, observer) = attached(Recorder())
        scrollView.setContentInset(top: 0)
        #expect(observer.offsets == [0])
    }

    /// Cubic ease-out over 24 frames from -124 to -64:
    /// frame 1: e = 1 - (23/24)^3 ≈ 0.119863 → -124 + 60 × 0.119863 ≈ -116.81;
    /// frame 12 (0.2 s): e = 1 - 0.5^3 = 0.875 → -124 + 52.5 = -71.5; frame 24 (0.4 s): -64.
    @Test func bounceTiming() {
        let scrollView = feedScrollView()
        scrollView.drag(dy: 60)
        scrollView.release()
        #expect(scrollView.contentOffset.y == -124)
        scrollView.wait(frame)
        #expect(close(scrollView.contentOffset.y, -116.81))
        scrollView.wait(0.2 - frame)
        #expect(close(scrollView.contentOffset.y, -71.5))
        scrollView.wait(0.2 - frame / 2)
        #expect(scrollView.contentOffset.y > -64.1 && scrollView.contentOffset.y < -64)
        scrollView.wait(frame / 2)
        #expect(scrollView.contentOffset.y == -64)
    }

    /// One offset change per frame: 24 frames for a 0.4 s bounce.
    @Test func bounceIsOneChangePerFrame() {
        let (scrollView, recorder) = attached(Recorder())
        scrollView.drag(dy: 60, steps: 1)
        scrollView.release()
        scrollView.wait(1)
        #expect(recorder.offsets.count == 1 + 24)
    }

    /// A programmatic offset stops the bounce where it is put.
    @Test func programmaticOffsetCancelsBounce() {
        let scrollView = feedScrollView()
        scrollView.drag(dy: 60)
        scrollView.release()
        scrollView.wait(frame)
        scrollView.scroll(to: Point(x: 0, y: -100))
        scrollView.wait(1)
        #expect(scrollView.contentOffset.y == -100)
    }

    /// While settling, an inset change does not clamp; a grown top inset (80) re-targets the bounce:
    /// frame 2 moves by (e2 - e1)/(1 - e1) of the rest: e2 = 1 - (22/24)^3 ≈ 0.229745,
    /// share ≈ 0.109882 / 0.880137 ≈ 0.124847 → -116.81 + 36.81 × 0.124847 ≈ -112.21; it ends at -80.
    @Test func insetChangeRetargetsBounce() {
        let scrollView = feedScrollView()
        scrollView.drag(dy: 60)
        scrollView.release()
        scrollView.wait(frame)
        scrollView.setContentInset(top: 80)
        #expect(close(scrollView.contentOffset.y, -116.81))
        scrollView.wait(frame)
        #expect(close(scrollView.contentOffset.y, -112.21))
        scrollView.wait(1)
        #expect(scrollView.contentOffset.y == -80)
    }

    /// Finger velocity -1000 (up) → offset velocity +1000 pt/s. Per 1/60 s frame the speed is
    /// multiplied by f = 0.998^(1000/60) ≈ 0.967184, then moves speed/60:
    /// frame 1: 1000 × 0.967184 / 60 ≈ 16.12. It rests when speed < 5: f^k < 0.005 → k = 159;
    /// total = (1000/60) × f × (1 - f^159)/(1 - f) ≈ 16.6667 × 0.967184 × 0.995037 / 0.032816 ≈ 488.78.
    @Test func decelerationWithVelocity() {
        let scrollView = makeScrollView(frame: Size(width: 375, height: 667)) {
            $0.contentSize = Size(width: 375, height: 5000)
        }
        scrollView.drag(dy: 0)
        scrollView.release(velocity: Point(x: 0, y: -1000))
        scrollView.wait(frame)
        #expect(close(scrollView.contentOffset.y, 16.12))
        scrollView.wait(10)
        #expect(close(scrollView.contentOffset.y, 488.78, 0.05))
    }

    /// Decelerating past the top edge turns into a bounce back to 0.
    @Test func decelerationIntoBounce() {
        let scrollView = makeScrollView(frame: Size(width: 375, height: 667)) {
            $0.contentSize = Size(width: 375, height: 5000)
        }
        scrollView.drag(dy: 0)
        scrollView.release(velocity: Point(x: 0, y: 1000))
        scrollView.wait(frame)
        #expect(close(scrollView.contentOffset.y, -16.12))
        scrollView.wait(1)
        #expect(scrollView.contentOffset.y == 0)
    }

    /// UIKit rubber band, d = 667, 100 past the top: (1 - 1/(100 × 0.55/667 + 1)) × 667
    /// = (1 - 1/1.0824588) × 667 ≈ 0.0761767 × 667 ≈ 50.81 → -64 - 50.81 = -114.81.
    /// Two drags of 50 end at the same place as one of 100.
    @Test func uikitRubberBand() {
        let one = feedScrollView(rubberBand: .uikit)
        one.drag(dy: 100, steps: 1)
        #expect(close(one.contentOffset.y, -114.81))
        let two = feedScrollView(rubberBand: .uikit)
        two.drag(dy: 50, steps: 1)
        two.drag(dy: 50, steps: 1)
        #expect(close(two.contentOffset.y, -114.81))
        // Inside the range the finger moves the content 1:1: -64 - 100 + 150 = -14.
        one.drag(dy: -150, steps: 1)
        #expect(close(one.contentOffset.y, -14))
    }

    /// Default steps ceil(max(|dx|, |dy|)/10): 25 → 3; at least 1; explicit steps win.
    @Test func dragStepCounts() {
        let (scrollView, recorder) = attached(Recorder())
        scrollView.drag(dy: -25)
        #expect(recorder.offsets.count == 3)
        scrollView.drag(dx: 0, dy: 0)
        #expect(recorder.offsets.count == 4)
        scrollView.drag(dy: -10, steps: 5)
        #expect(recorder.offsets.count == 9)
        #expect(close(recorder.offsets.last ?? 0, -64 + 35))
    }

    /// Pan states: began on the first drag, changed while moving, ended on release.
    @Test func panStates() {
        let (scrollView, recorder) = attached(Recorder())
        scrollView.drag(dy: -10)
        scrollView.drag(dy: -10)
        scrollView.release()
        #expect(recorder.panStates == [.began, .changed, .ended])
        #expect(!scrollView.isDragging)
    }
}

@Suite struct NotificationOrderTests {
    /// KVO-style nesting: on the first bounce frame (-116.81) the header, heard first, sets the
    /// offset to -118; a listener attached after it hears that nested change before the frame's.
    @Test func reactionCompletesBeforeNextListenerHears() {
        let scrollView = feedScrollView()
        scrollView.attach(Header(id: "header"))
        let recorder = Recorder()
        scrollView.add(recorder)
        scrollView.drag(dy: 60, steps: 1)
        scrollView.release()
        scrollView.wait(frame)
        #expect(recorder.offsets.count == 3)
        #expect(recorder.offsets[1] == -118)
        #expect(close(recorder.offsets[2], -116.81))
    }

    /// Hidden components ignore offsets but still follow size changes: y = max(1500, 603) = 1500.
    @Test func hiddenComponentsSeeSizeChanges() {
        let (scrollView, footer) = attached(BackFooter(id: "more", settings: settings { $0.hidden = true }))
        scrollView.setContentSize(height: 1500)
        #expect(footer.frame.y == 1500)
    }

    /// Snapshot at SPEC.md §9's step: offset -124, percent (−64 + 124)/54 = 60/54 ≈ 1.1111.
    @Test func snapshotsMatchReportFields() {
        let texts = LabelTexts(titles: [.pulling: "Release"])
        let (scrollView, _) = attached(Header(id: "header", texts: texts))
        scrollView.attach(ScrollObserver(id: "scroll"))
        scrollView.drag(dy: 60)
        let view = scrollView.snapshot()
        #expect(view.offsetY == -124 && view.insetTop == 64 && view.contentHeight == 1200)
        #expect(view.dragging && view.dataCount == 20)
        guard case .component(let snapshot)? = scrollView.attachmentSnapshots().first else {
            Issue.record("header snapshot missing")
            return
        }
        #expect(snapshot.state == .pulling && snapshot.text == "Release")
        #expect(close(snapshot.pullingPercent, 1.1111))
        #expect(snapshot.x == 0 && snapshot.y == -54 && snapshot.width == 375 && snapshot.height == 54)
        #expect(snapshot.arrowRotation == 180 && snapshot.indicatorAnimating == false)
        #expect(snapshot.detailText == "Last update: No record")
        #expect(scrollView.attachmentSnapshots().last?.id == "scroll")
        #expect(scrollView.takeEvents().count == 1)
        #expect(scrollView.events.isEmpty)
    }
}
