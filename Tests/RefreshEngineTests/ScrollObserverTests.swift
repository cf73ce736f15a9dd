import RefreshCore
import Testing

@testable import RefreshEngine

@Suite struct ScrollObserverTests {
    /// Up from -64 to 36 in ten changes; down to -14 in five; then down towards -114, where
    /// changes at or above the top (o ≤ -64) are ignored: the last report is -54.
    @Test func directionsAndTopBounce() {
        let (scrollView, observer) = attached(ScrollObserver(id: "scroll"))
        scrollView.drag(dy: -100)
        #expect(observer.lastEvent == .init(direction: .up, offset: 36, inOneScreen: false))
        #expect(observer.eventCount == 10)
        scrollView.drag(dy: 50)
        #expect(observer.lastEvent?.direction == .down)
        #expect(observer.eventCount == 15)
        scrollView.drag(dy: 100)
        #expect(observer.lastEvent == .init(direction: .down, offset: -54, inOneScreen: false))
        #expect(observer.eventCount == 19)
    }

    /// At the bottom 533 + 667 = 1200: moving further up (543 + 667 > 1200) is ignored.
    @Test func bottomBounceIgnored() {
        let (scrollView, observer) = attached(ScrollObserver(id: "scroll"))
        scrollView.scroll(to: Point(x: 0, y: 523))
        scrollView.drag(dy: -10)
        #expect(observer.eventCount == 1)
        scrollView.drag(dy: -20)
        #expect(observer.eventCount == 1)
    }

    /// Not dragging: no reports. Short content (300): any move up has o + 667 > 300, a bottom
    /// bounce, and any move down ends at or above -64, a top bounce: nothing is reported.
    @Test func onlyWhileDraggingAndNotInBounces() {
        let (scrollView, observer) = attached(ScrollObserver(id: "scroll"), to: feedScrollView(contentHeight: 300))
        scrollView.scroll(to: Point(x: 0, y: -40))
        #expect(observer.eventCount == 0)
        scrollView.drag(dy: -10)
        scrollView.drag(dy: 40)
        #expect(observer.eventCount == 0)
    }

    /// Up to 36 (10 reports), down to -114 (26 … -54: 9 reports, the rest is the top bounce).
    /// Released above the top (-114 < -64), `last` resets to -64, so -54 reports again: 20.
    @Test func panEndAboveTopResetsLast() {
        let (scrollView, observer) = attached(ScrollObserver(id: "scroll"))
        scrollView.drag(dy: -100)
        scrollView.drag(dy: 150)
        #expect(observer.eventCount == 19)
        scrollView.release()
        scrollView.wait(1)
        scrollView.drag(dy: -10)
        #expect(observer.eventCount == 20)
        #expect(observer.lastEvent == .init(direction: .up, offset: -54, inOneScreen: false))
    }
}
