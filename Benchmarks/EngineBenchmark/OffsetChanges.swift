import RefreshCore
import RefreshEngine

/// Pushes 1,000,000 offset changes through a scroll view carrying a header, a back footer and a
/// scroll observer, and prints the time per change.
enum OffsetChanges {
    static func run() {
        let changes = 1_000_000
        let stepsPerDrag = 1_000

        var feed = ScrollViewSettings(frame: Size(width: 375, height: 667))
        feed.contentSize = Size(width: 375, height: 1200)
        feed.contentInset = EdgeInsets(top: 64)
        feed.dataCount = 20
        let scrollView = ScrollView(settings: feed)
        scrollView.attach(Header(id: "header"))
        scrollView.attach(BackFooter(id: "footer"))
        scrollView.attach(ScrollObserver(id: "observer"))

        // Sweep between -100 (header partly pulled, below its -118 threshold) and 560 (back footer
        // partly pulled, below its 577 threshold): every component does its arithmetic, no state changes.
        scrollView.drag(dy: 36, steps: 1)
        let clock = ContinuousClock()
        let start = clock.now
        for index in 0..<(changes / stepsPerDrag) {
            let distance = index.isMultiple(of: 2) ? -660.0 : 660.0
            scrollView.drag(dy: distance, steps: stepsPerDrag)
        }
        let perChange = start.duration(to: clock.now).nanoseconds / Double(changes)
        let events = scrollView.takeEvents().count
        print("offset changes: \(changes), state changes: \(events)")
        print("ns per offset change: \((perChange * 10).rounded() / 10)")
    }
}

extension Duration {
    /// The duration in nanoseconds.
    var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}
