import RefreshRunner

/// The two pictures the HTML report shows for a scenario, ready to sit inline in the page.
enum ScenarioPictures {
    /// The scenario's filmstrip: one `g.frame[data-step]` group per step, its ids starting with
    /// `idPrefix`.
    static func filmstrip(for report: SpecReport, scenario index: Int, idPrefix: String) -> String {
        RunPicture.render(report, scenario: index, idPrefix: idPrefix)
    }

    /// The scenario's timeline plot (it defines no ids).
    static func timeline(for report: SpecReport, scenario index: Int) -> String {
        Timeline.render(report, scenario: index)
    }
}
