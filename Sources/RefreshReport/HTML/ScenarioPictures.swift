import RefreshRunner

/// The two pictures the HTML report shows for a scenario, ready to sit inline in the page.
enum ScenarioPictures {
    /// The scenario's filmstrip: one `g.frame[data-step]` group per step.
    static func filmstrip(for report: SpecReport, scenario index: Int) -> String {
        RunPicture.render(report, scenario: index)
    }

    /// The scenario's timeline plot.
    static func timeline(for report: SpecReport, scenario index: Int) -> String {
        Timeline.render(report, scenario: index)
    }

    /// `svg` made fit to sit beside other SVGs in one page: an XML declaration is dropped, and
    /// every `id` and each reference to one (`url(#…)`, `href="#…"`) gets `prefix`, so that two
    /// pictures' clip paths cannot take each other's place. `data-id`, a component's id, stays
    /// as it is: the pictures write every attribute after a space, and `data-id` after a `-`.
    static func inline(_ svg: String, prefix: String) -> String {
        var text = Substring(svg)
        if text.hasPrefix("<?xml"), let end = text.firstRange(of: "?>") {
            text = text[end.upperBound...].drop { $0.isNewline }
        }
        return String(text)
            .replacing(" id=\"", with: " id=\"\(prefix)")
            .replacing("url(#", with: "url(#\(prefix)")
            .replacing("href=\"#", with: "href=\"#\(prefix)")
    }
}
