import RefreshCore

@testable import RefreshEngine

/// A listener that records what it hears.
final class Recorder: ScrollViewListener {
    let id = "recorder"
    private(set) var offsets: [Double] = []
    private(set) var panStates: [ScrollView.PanState] = []
    private(set) var sizeChanges = 0

    func didAttach(to scrollView: ScrollView) {}

    func contentOffsetDidChange(in scrollView: ScrollView, old: Point, new: Point) {
        offsets.append(new.y)
    }

    func contentSizeDidChange(in scrollView: ScrollView) {
        sizeChanges += 1
    }

    func panStateDidChange(in scrollView: ScrollView) {
        panStates.append(scrollView.panState)
    }

    func makeSnapshot(in scrollView: ScrollView) -> AttachmentSnapshot {
        .observer(ObserverSnapshot(id: id, lastEvent: nil, eventCount: offsets.count))
    }
}
