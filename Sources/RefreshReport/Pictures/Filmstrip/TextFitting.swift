import RefreshCore

/// Fitting text into a width the way the pictures measure it: by SPEC.md §8's metric (wide
/// characters one em, others 0.6 em), which is at least as wide as the fonts named in
/// ``SVGMarkup/fontFamily`` draw them, so fitted text does not run past its box.
enum TextFitting {
    /// `text` broken at spaces (or anywhere, for a word wider than `width`) into lines no wider
    /// than `width` in `font`; beyond `maximumLines` the last line is cut and ends with `…`.
    static func wrap(_ text: String, width: Double, font: Font, maximumLines: Int) -> [String] {
        let text = visiblePart(of: text, lines: maximumLines, width: width, font: font)
        var result: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if font.width(of: candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { result.append(current) }
            current = ""
            for character in word {
                if font.width(of: current + String(character)) > width, !current.isEmpty {
                    result.append(current)
                    current = ""
                }
                current.append(character)
            }
        }
        result.append(current)
        guard result.count > maximumLines else { return result }
        let last = result[maximumLines - 1] + " " + result[maximumLines...].joined(separator: " ")
        return Array(result.prefix(maximumLines - 1)) + [abbreviated(last, width: width, font: font)]
    }

    /// `text` as it is when it fits `width` in `font`, else shortened from the end and ending with `…`.
    static func abbreviated(_ text: String, width: Double, font: Font) -> String {
        guard font.width(of: text) > width else { return text }
        var kept = visiblePart(of: text, lines: 1, width: width, font: font)
        while !kept.isEmpty, font.width(of: kept + "…") > width { kept.removeLast() }
        return kept + "…"
    }

    /// The start of `text` that can show in `lines` lines of `width`, and one character more (so
    /// that a cut still shows): no character is narrower than 0.6 em, so no more fit. Keeps the
    /// fitting quick for a name of any length.
    private static func visiblePart(of text: String, lines: Int, width: Double, font: Font) -> String {
        let perLine = max(1, (width / (0.6 * font.size)).rounded(.down))
        let limit = min(Double(text.count), perLine * Double(lines) + Double(lines))
        return String(text.prefix(Int(limit)))
    }
}
