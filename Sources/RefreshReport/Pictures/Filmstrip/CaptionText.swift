import RefreshCore
import RefreshRunner

/// The words under one frame of the filmstrip: the step, the clock and offset after it, the
/// state changes it caused and, for a failed `expect`, each failed field with its expected and
/// actual value. ``wrapped(toWidth:)`` fits them into the frame's width.
public struct CaptionText: Sendable, Hashable {
    /// What a line says, which sets its colour and weight.
    public enum Kind: String, Sendable, Hashable {
        /// The step number and action, bold.
        case step
        /// Clock, offset and inset after the step, grey.
        case detail
        /// A state change the step caused.
        case event
        /// A failed expectation's field, expected or actual value, red.
        case failure
    }

    /// One line of the caption.
    public struct Line: Sendable, Hashable {
        /// The words.
        public var text: String
        /// What they say.
        public var kind: Kind
    }

    /// The caption's logical lines, before wrapping.
    public var lines: [Line]

    /// Caption text size, pixels.
    static let fontSize = 11.0
    /// Height of a caption line, pixels.
    static let lineHeight = 14.0
    /// A logical line wraps to at most this many lines; the last one then ends with `…`.
    static let maximumWrappedLines = 3
    /// The metric widths are measured with: SPEC.md §8, regular weight.
    static let font = Font(size: fontSize, weight: .regular)

    /// The caption of `step` in a scroll view scrolling along `axis`; with `adjusted` (a spec with
    /// a safe area) the detail line gives the adjusted insets after the content insets.
    init(_ step: StepReport, axis: Axis, adjusted: Bool = false) {
        let view = step.scrollView
        let offset = axis == .vertical ? view.offsetY : view.offsetX
        let inset =
            axis == .vertical
            ? "\(view.insetTop.shortText)/\(view.insetBottom.shortText)"
            : "\(view.insetLeft.shortText)/\(view.insetRight.shortText)"
        let adjustedInset =
            axis == .vertical
            ? "\(view.adjustedInsetTop.shortText)/\(view.adjustedInsetBottom.shortText)"
            : "\(view.adjustedInsetLeft.shortText)/\(view.adjustedInsetRight.shortText)"
        let adj = adjusted ? " · adj \(adjustedInset)" : ""
        var lines = [
            Line(text: "\(step.index). \(step.action)", kind: .step),
            Line(
                text: "t \(step.time.shortText) s · \(axis.offsetName) \(offset.shortText) · inset \(inset)\(adj)", kind: .detail),
        ]
        lines += step.events.map { Line(text: "\($0.component) \($0.from.rawValue) → \($0.to.rawValue)", kind: .event) }
        for failure in step.failures ?? [] {
            lines.append(Line(text: "✗ \(failure.field)", kind: .failure))
            lines.append(Line(text: "expected \(failure.expectedText)", kind: .failure))
            lines.append(Line(text: "actual \(failure.actual.description)", kind: .failure))
        }
        self.lines = lines
    }

    /// The lines broken at spaces (or anywhere, for a word wider than `width`) so that each fits
    /// `width` pixels by the §8 metric; a line needing more than ``maximumWrappedLines`` is cut
    /// and ends with `…`.
    public func wrapped(toWidth width: Double) -> [Line] {
        lines.flatMap { line in
            TextFitting.wrap(line.text, width: width, font: Self.font, maximumLines: Self.maximumWrappedLines).map {
                Line(text: $0, kind: line.kind)
            }
        }
    }
}
