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
        let defaultLocale = locale("defaultLocale", in: top) ?? "en"
        let context = ComponentContext(colors: colors, axis: scrollView?.axis)
        let components = top["components"].map { decodeComponents($0, context) } ?? []
        let scenarios = top["scenarios"].map { decodeScenarios($0, components: components, defaultLocale: defaultLocale) } ?? []
        checkStrings(strings, components: components)
        guard let version, let scrollView else { return nil }
        return Spec(
            version: version, name: string("name", in: top) ?? defaultName, description: string("description", in: top),
            scrollView: scrollView, defaultLocale: defaultLocale, strings: strings.texts, colors: colors,
            clock: decodeClock(nested("clock", .clock, in: top)), components: components, scenarios: scenarios
        )
    }

    private mutating func decodeVersion(_ top: Fields) -> Int? {
        guard let node = top["version"], let version = integer("version", in: top) else { return nil }
        guard version == 1 else {
            report(.unsupportedVersion(version), at: node.mark)
            return nil
        }
        return version
    }

    private mutating func decodeClock(_ fields: Fields) -> Spec.Clock {
        let now = timestamp("now", in: fields) ?? Timestamp(secondsSince1970: 0)
        let zone = value("timeZone", in: fields, read: { decoder, node, _ in decoder.timeZone(node) }, fallback: \.string)
        return Spec.Clock(now: now, timeZone: zone ?? "UTC")
    }
}
