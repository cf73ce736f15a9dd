import YAML

extension SpecDecoder {
    /// The whole spec from the document's root node; nil when a required part is unusable.
    mutating func decodeSpec(_ root: Node, defaultName: String) -> Spec? {
        guard case .mapping = root else {
            report(.specNotMapping(found: root.found), at: root.mark)
            return nil
        }
        guard let top = fields(of: root, .spec, context: "the spec") else { return nil }
        let version = decodeVersion(top)
        let strings = top["strings"].map { decodeStrings($0) } ?? StringTable()
        let colors = top["colors"].map { decodeColors($0) } ?? [:]
        let scrollView = top["scrollView"].flatMap { decodeScrollView($0) }
        let context = ComponentContext(colors: colors, axis: scrollView?.axis)
        let components = top["components"].map { decodeComponents($0, context) } ?? []
        checkStrings(strings, components: components)
        let name = string("name", in: top) ?? defaultName
        let description = top["description"].flatMap { string($0) }
        let clock = decodeClock(nested("clock", .clock, in: top))
        guard let defaultLocale = locale("defaultLocale", in: top) else { return nil }
        let scenarios = top["scenarios"].map { decodeScenarios($0, components: components, defaultLocale: defaultLocale) } ?? []
        let coverage = LocaleCoverage(
            block: StringsBlock(root: root), defaultLocale: defaultLocale, usedKeys: StringsUsage.keys(of: components))
        report(coverage.diagnostics(file: file))
        guard let version, let scrollView, let clock else { return nil }
        return Spec(
            version: version, name: name, description: description, scrollView: scrollView, defaultLocale: defaultLocale,
            strings: strings.texts, colors: colors, clock: clock, components: components, scenarios: scenarios
        )
    }

    private mutating func decodeVersion(_ top: Fields) -> Int? {
        guard let node = top["version"], let version = integer("version", in: top) else { return nil }
        guard version == Spec.languageVersion else {
            report(.unsupportedVersion(version), at: node.mark)
            return nil
        }
        return version
    }

    private mutating func decodeClock(_ fields: Fields) -> Spec.Clock? {
        let now = timestamp("now", in: fields)
        let zone = value("timeZone", in: fields, read: { decoder, node, _ in decoder.timeZone(node) }, fallback: \.string)
        guard let now, let zone else { return nil }
        return Spec.Clock(now: now, timeZone: zone)
    }
}
