import RefreshSpec

extension ToolMessage {
    /// `run --locale jp` and `tree --locale zh-hans`: when neither the spec's `strings` nor the
    /// built-in catalog serve the locale and it looks mistyped, the labels silently show the
    /// default locale's texts; this warns of it, with the locale it most likely means.
    static func warnOfMistakenLocale(_ locale: String, in spec: Spec) {
        let mistake = spec.mistakenLocale(locale)
        guard mistake.looksWrong else { return }
        let meant = mistake.suggestion.map { " (did you mean '\($0)'?)" } ?? ""
        let text =
            "unknown locale '\(locale)': neither the spec's strings nor the built-in catalog has it, so labels show \(spec.defaultLocale)'s texts\(meant)"
        Console.report(ToolMessage(severity: .warning, text: text))
    }
}
