import RefreshCore

/// Fitting text into a width the way the pictures measure it: by SPEC.md §8's text width (the
/// advances of Inter and the Noto faces), close to the sans-serif fonts named in
/// ``SVGMarkup/fontFamily``, so fitted text does not run past its box.
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
    /// that a cut still shows): characters are taken while their widths, each measured alone, stay
    /// within the lines and a quarter more (kerning never narrows a text by a quarter), and never
    /// more than eight an em of the lines (only marks and format characters are narrower). Keeps
    /// the fitting quick for a name of any length.
    private static func visiblePart(of text: String, lines: Int, width: Double, font: Font) -> String {
        let room = Double(lines) * width * 1.25
        let mostCharacters = Int(8 * room / font.size) + lines
        var used = 0.0
        var count = 0
        var end = text.startIndex
        while end < text.endIndex, used <= room, count <= mostCharacters {
            used += font.width(of: String(text[end]))
            count += 1
            end = text.index(after: end)
        }
        return String(text[..<end])
    }
}
