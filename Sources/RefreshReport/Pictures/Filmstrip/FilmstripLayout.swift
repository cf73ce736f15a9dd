import RefreshCore
import RefreshRunner

/// Where one scenario's frames and captions go, computed before anything is drawn so that a
/// test can check it: the screens in rows of at most ``columns``, each caption in the frame's
/// width under its screen, and each row as tall as its longest caption, so no two caption
/// boxes share a pixel.
public struct FilmstripLayout: Sendable {
    /// One step's place in the strip.
    public struct Frame: Sendable {
        /// The step's number, from 1.
        public var step: Int
        /// The phone screen (the scroll view's frame), pixels.
        public var screen: Rect
        /// The box the caption lines fill, under the screen.
        public var caption: Rect
        /// The caption, wrapped to the box's width.
        public var lines: [CaptionText.Line]
    }

    /// Screen pixels per point: a 375 × 667 viewport is drawn 225 × 400.
    public static let scale = 0.6
    /// Frames per row of the strip.
    static let columns = 5
    /// Space between frames side by side and between rows of frames, pixels.
    static let gap = 20.0
    /// Space between a screen and its caption, pixels.
    static let captionGap = 8.0

    /// Every step's frame, in order.
    public var frames: [Frame]
    /// The strip's bounding box, from its origin.
    public var bounds: Rect

    /// The layout of `scenario` for a `viewport`-sized scroll view along `axis`, its top left at
    /// `origin`. With `safeArea` (a spec with one) each screen is its step's frame, which a
    /// `rotate` step turns: the columns are as wide as the widest and each row as tall as its
    /// tallest, and captions give the adjusted insets too.
    public init(_ scenario: ScenarioReport, viewport: Size, axis: Axis, origin: Point, safeArea: Bool = false) {
        func screenSize(_ step: StepReport) -> Size {
            let frame = safeArea ? step.scrollView.frame : viewport
            return Size(width: frame.width * Self.scale, height: frame.height * Self.scale)
        }
        let columnWidth = max(scenario.steps.map { screenSize($0).width }.max() ?? viewport.width * Self.scale, 150)
        var frames: [Frame] = []
        var top = origin.y
        var right = origin.x
        for rowStart in stride(from: 0, to: scenario.steps.count, by: Self.columns) {
            let row = scenario.steps[rowStart..<min(rowStart + Self.columns, scenario.steps.count)]
            let captions = row.map { CaptionText($0, axis: axis, adjusted: safeArea).wrapped(toWidth: columnWidth) }
            let captionHeight = Double(captions.map(\.count).max() ?? 0) * CaptionText.lineHeight
            let rowHeight = row.map { screenSize($0).height }.max() ?? 0
            for (column, (step, lines)) in zip(row, captions).enumerated() {
                let left = origin.x + Double(column) * (columnWidth + Self.gap)
                let size = screenSize(step)
                let screen = Rect(x: left + (columnWidth - size.width) / 2, y: top, width: size.width, height: size.height)
                let caption = Rect(
                    x: left, y: top + rowHeight + Self.captionGap, width: columnWidth,
                    height: Double(lines.count) * CaptionText.lineHeight)
                frames.append(Frame(step: step.index, screen: screen, caption: caption, lines: lines))
                right = max(right, left + columnWidth)
            }
            top += rowHeight + Self.captionGap + captionHeight + Self.gap
        }
        self.frames = frames
        bounds = Rect(x: origin.x, y: origin.y, width: right - origin.x, height: max(0, top - Self.gap - origin.y))
    }

    /// The same layout `distance` pixels lower.
    func moved(down distance: Double) -> FilmstripLayout {
        var moved = self
        for index in moved.frames.indices {
            moved.frames[index].screen.y += distance
            moved.frames[index].caption.y += distance
        }
        moved.bounds.y += distance
        return moved
    }
}
