import RefreshCore

/// Fitting text into a width the way the pictures measure it: by SPEC.md §8's metric (wide
/// characters one em, others 0.6 em), which is at least as wide as the fonts named in
/// ``SVGMarkup/fontFamily`` draw them, so fitted text does not run past its box.
enum TextFitting {
    /// `text` broken at spaces (or anywhere, for a word wider than `width`) into lines no wider
    /// than `width` in `font`; beyond `maximumLines` the last line is cut and ends with `…`.
    static func wrap(_ text: String, width: Double, font: Font, maximumLines: Int) -> [String] {
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
        var kept = text
        while !kept.isEmpty, font.width(of: kept + "…") > width { kept.removeLast() }
        return kept + "…"
    }
}
