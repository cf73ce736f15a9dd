import RefreshCore

/// The widths a component's labels measured last, so that a label that keeps its text is not
/// measured again at every layout: measuring is linear in the text, and a 6 MiB label measured
/// twice a step made most of a step's time. A text that is the same string as one measured
/// before (as a label's title is from step to step) is found without reading it.
struct MeasuredTexts {
    /// The most texts kept: the state label's and the last-updated label's.
    private static let capacity = 2

    private var entries: [(text: String, font: Font, width: Double)] = []

    /// `font.width(of: text)`, measured only when it is not among the texts kept.
    mutating func width(of text: String, in font: Font) -> Double {
        if let entry = entries.first(where: { $0.font == font && $0.text == text }) { return entry.width }
        let width = font.width(of: text)
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append((text, font, width))
        return width
    }
}
