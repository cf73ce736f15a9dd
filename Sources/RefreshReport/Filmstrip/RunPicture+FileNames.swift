import RefreshRunner

extension RunPicture {
    /// The file name of each scenario's picture (`run --output DIR`), in the report's order:
    /// `<spec name>--<scenario name>.svg`, each name lowercased with every run of characters
    /// other than ASCII letters and digits turned into one `-` (a name left empty becomes
    /// `scenario-N`); a name already taken gets `-2`, `-3`… so that no picture overwrites another.
    public static func fileNames(_ report: SpecReport) -> [String] {
        let spec = slug(report.name)
        var taken: Set<String> = []
        return report.scenarios.enumerated().map { index, scenario in
            let scenarioSlug = slug(scenario.name)
            let stem = (spec.isEmpty ? "spec" : spec) + "--" + (scenarioSlug.isEmpty ? "scenario-\(index + 1)" : scenarioSlug)
            var name = stem
            var copy = 1
            while taken.contains(name) {
                copy += 1
                name = "\(stem)-\(copy)"
            }
            taken.insert(name)
            return name + ".svg"
        }
    }

    /// `text` lowercased, ASCII letters and digits kept, every other run one `-`, none at the ends.
    private static func slug(_ text: String) -> String {
        var slug = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        return slug.hasSuffix("-") ? String(slug.dropLast()) : slug
    }
}
