import RefreshRunner

extension RunPicture {
    /// The file name of each scenario's picture (`run --output DIR`), in the report's order:
    /// `<spec name>--<scenario name>.svg`, each name lowercased with every run of characters
    /// other than ASCII letters and digits turned into one `-` (a name left empty becomes
    /// `scenario-N`); a name already taken gets `-2`, `-3`… so that no picture overwrites another.
    /// A long name is cut (the spec's at ``longestSpecPart`` characters, the scenario's at
    /// ``longestScenarioPart``) and ends in eight hex digits of a hash of the whole, so that every
    /// file name stays well below the 255 bytes a file system allows.
    public static func fileNames(_ report: SpecReport) -> [String] {
        let spec = shortened(slug(report.name), to: longestSpecPart)
        var taken: Set<String> = []
        return report.scenarios.enumerated().map { index, scenario in
            let scenarioSlug = shortened(slug(scenario.name), to: longestScenarioPart)
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

    /// The most characters of the spec's name a picture's file name keeps.
    static let longestSpecPart = 60
    /// The most characters of the scenario's name a picture's file name keeps.
    static let longestScenarioPart = 120

    /// A slug cut to `limit` characters, the last nine of which are `-` and the hash of the
    /// whole slug; a slug that fits is kept as it is.
    private static func shortened(_ slug: String, to limit: Int) -> String {
        guard slug.utf8.count > limit else { return slug }
        // FNV-1a, 32 bits: the same in every process, unlike `Hasher`.
        var hash: UInt32 = 2_166_136_261
        for byte in slug.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let digits = String(hash, radix: 16)
        let hex = String(repeating: "0", count: 8 - digits.count) + digits
        var kept = String(decoding: slug.utf8.prefix(limit - hex.count - 1), as: UTF8.self)
        while kept.hasSuffix("-") { kept.removeLast() }
        return kept + "-" + hex
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
