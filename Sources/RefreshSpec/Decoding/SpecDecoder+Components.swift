import Diagnostics
import RefreshCore
import YAML

/// What decoding a component needs from the rest of the spec.
struct ComponentContext {
    let colors: [String: Color]
    /// The scroll view's axis, when it decoded.
    let axis: Axis?
    /// The scroll view, when it decoded: where an auto footer would trigger.
    let scrollView: ScrollViewSettings?
}

extension SpecDecoder {
    /// `components`: at least one; ids unique; at most one header, footer and trailer.
    mutating func decodeComponents(_ node: Document.Node, _ context: ComponentContext) -> [ComponentSpec] {
        guard case .sequence(let list) = node else {
            reportWrongType("a list of components", at: node)
            return []
        }
        if list.items.isEmpty { report(.noComponents, at: node.mark) }
        let items = list.items
        var components: [ComponentSpec] = []
        components.reserveCapacity(items.count)
        var ids = FirstMarks(capacity: items.count)
        // A scroll view has three slots: header, footer and trailer.
        var slots = FirstMarks(capacity: min(items.count, 3))
        for index in items.indices {
            let item = items[index]
            guard let component = decodeComponent(item, context) else { continue }
            let idMark = item.valueMark(forKey: ComponentKey.id) ?? item.mark
            if let first = ids.first(component.id) {
                reportUsedTwice(.duplicateID(component.id), at: idMark, first: first, repeating: "component")
                continue
            }
            ids.record(component.id, at: idMark)
            if let slot = component.type.slot {
                let typeMark = item.valueMark(forKey: ComponentKey.type) ?? item.mark
                if let first = slots.first(slot) {
                    report(
                        .duplicateSlot(slot, id: component.id), at: typeMark,
                        notes: [Diagnostic.Note("the first \(slot) is here", at: first)])
                } else {
                    slots.record(slot, at: typeMark)
                }
            }
            components.append(component)
        }
        return components
    }
}

extension SpecDecoder {
    /// One item of `components`; nil when its id or type is unusable. Invalid values of other
    /// keys are reported and replaced by their defaults, so that later checks still see the component.
    mutating func decodeComponent(_ node: Document.Node, _ context: ComponentContext) -> ComponentSpec? {
        guard case .mapping(let mapping) = node else {
            reportWrongType("a mapping", at: node)
            return nil
        }
        let typeNode = mapping.read(ComponentKey.type) { $0 } ?? Self.misspelt(.type, in: mapping)
        let typeMark = typeNode?.mark
        let type = typeNode.flatMap { choice($0, Self.typeKey, as: ComponentType.self) }
        let style = decodeStyle(mapping, type: type)
        let fields = fields(mapping, .component, context: .text(type?.rawValue ?? "component"), type: type, style: style)
        let id = fields.read(ComponentKey.id) { identifier($0) }
        if let type, let typeMark { checkAxis(type, context.axis, at: typeMark) }
        let modelStyle = style ?? Self.defaultStyle
        let component = makeComponent(id: id, type: type, style: modelStyle, fields: fields, context)
        if component == nil, let id { unusableComponentIDs.insert(id) }
        return component
    }

    /// The component table's `type` and `style` keys and its default style, found once.
    private static let typeKey = KeyTable.component[ComponentKey.type]
    private static let styleKey = KeyTable.component[ComponentKey.style]
    private static let defaultStyle = styleKey.defaults.string.flatMap(ComponentStyle.init(rawValue:))

    /// The table's default `textColor`, read once.
    private static let defaultTextColor = KeyTable.component[ComponentKey.textColor].defaults.string.flatMap(Color.init(hex:))

    /// The style that decides which keys apply: plain for an observer, else the one written or
    /// the default; nil when the written one is invalid (reported), so no style check misleads.
    private mutating func decodeStyle(_ mapping: Document.Mapping, type: ComponentType?) -> ComponentStyle? {
        guard type?.refreshes ?? true else { return .plain }
        guard let node = mapping.read(ComponentKey.style, { $0 }) ?? Self.misspelt(.style, in: mapping) else {
            return Self.defaultStyle
        }
        return choice(node, Self.styleKey, as: ComponentStyle.self)
    }

    /// The value of a key the component table does not have whose one near key is `key`
    /// (`typ` for `type`): ``fields(_:_:context:type:style:)`` reads it as that key, and the
    /// type and style, read before it to know which keys apply, are read from it the same way.
    private static func misspelt(_ key: ComponentKey, in mapping: Document.Mapping) -> Document.Node? {
        let pairs = mapping.pairs
        let index = pairs.indices.first { index in
            guard case .scalar(let written) = pairs.key(at: index), KeyTable.component.position(of: written) == nil else {
                return false
            }
            return Suggestion.closestNames(to: written.text, among: KeyTable.component.names) == [key.name]
        }
        return index.map { pairs.value(at: $0) }
    }

    private mutating func checkAxis(_ type: ComponentType, _ axis: Axis?, at mark: Mark) {
        guard let axis, let expected = type.expectedAxis, expected != axis else { return }
        report(.axisMismatch(type: type.rawValue, expected: expected.rawValue, actual: axis.rawValue), at: mark)
    }

    /// Decodes every other key, reporting what is wrong even when the id or type is unusable;
    /// the component when id, type and style are known. Every key the table gives a default resolves.
    private mutating func makeComponent(
        id: String?, type: ComponentType?, style: ComponentStyle?, fields: Fields, _ context: ComponentContext
    ) -> ComponentSpec? {
        guard let triggerRate = number(ComponentKey.triggerRate, in: fields),
            let ignoredContentInset = number(ComponentKey.ignoredContentInset, in: fields),
            let automaticallyChangeAlpha = bool(ComponentKey.automaticallyChangeAlpha, in: fields),
            let hidden = bool(ComponentKey.hidden, in: fields),
            let hideWhenNoData = bool(ComponentKey.hideWhenNoData, in: fields),
            let textColor = fields.read(ComponentKey.textColor, { color($0, named: context.colors) }) ?? Self.defaultTextColor,
            let triggerPercent = number(ComponentKey.triggerPercent, in: fields),
            let autoTriggerTimes = integer(ComponentKey.autoTriggerTimes, in: fields),
            let automaticallyRefresh = bool(ComponentKey.automaticallyRefresh, in: fields),
            let refreshingTitleHidden = bool(ComponentKey.refreshingTitleHidden, in: fields),
            let heightAfterImages = bool(ComponentKey.heightAfterImages, in: fields),
            let attached = bool(ComponentKey.attached, in: fields),
            let animation = decodeAnimation(fields), let font = decodeFont(nested(ComponentKey.font, .font, in: fields))
        else { return nil }
        if triggerPercent < 0, let node = fields[ComponentKey.triggerPercent] {
            report(.negativeTriggerPercent(triggerPercent), at: node.mark)
        }
        let labels = decodeLabels(fields, type: type)
        let images = decodeImages(fields, type: type)
        let height = number(ComponentKey.height, in: fields)
        let width = number(ComponentKey.width, in: fields)
        var lastUpdatedMarks = ComponentSpec.LastUpdatedMarks()
        let lastUpdated = decodeLastUpdated(fields, id: id, style: style, colors: context.colors, marks: &lastUpdatedMarks)
        guard let id, let type, let style else { return nil }
        // Made in place: a copy of a component's settings costs more than filling them.
        var component = ComponentSpec(id: id, type: type, settings: ComponentSettings(), labels: labels, mark: fields.mark)
        component.settings.style = style
        component.settings.height = height
        component.settings.width = width
        component.settings.triggerRate = triggerRate
        component.settings.ignoredContentInset = ignoredContentInset
        component.settings.automaticallyChangeAlpha = automaticallyChangeAlpha
        component.settings.animation = animation
        component.settings.hidden = hidden
        component.settings.hideWhenNoData = hideWhenNoData
        component.settings.textColor = textColor
        component.settings.font = font
        component.settings.lastUpdated = lastUpdated
        component.settings.triggerPercent = triggerPercent
        component.settings.autoTriggerTimes = autoTriggerTimes
        component.settings.automaticallyRefresh = automaticallyRefresh
        component.settings.refreshingTitleHidden = refreshingTitleHidden
        component.settings.images = images
        component.settings.heightAfterImages = heightAfterImages
        component.startsAttached = attached
        component.lastUpdatedMarks = lastUpdatedMarks
        if let node = fields[ComponentKey.triggerPercent] {
            checkTriggerPercent(of: component, at: node, in: context.scrollView)
        }
        // The accepted keys are unique: each is recorded once.
        component.keyMarks.reserveCapacity(fields.entries.count)
        for entry in fields.entries { component.keyMarks.record(position: entry.position, at: entry.keyMark) }
        applyLabelAppearance(to: &component.settings, fields, colors: context.colors)
        applyVariant(to: &component, fields)
        return component
    }
}

extension Diagnostic.Message {
    /// `components` is empty.
    static var noComponents: Self {
        Self(rule: .missingKey, "components needs at least one component")
    }

    /// A component id used twice.
    static func duplicateID(_ id: String) -> Self {
        Self(rule: .duplicateID, "component id '\(id)' is used twice")
    }

    /// A second component for a single slot (header, footer, trailer).
    static func duplicateSlot(_ slot: String, id: String) -> Self {
        Self(rule: .duplicateSlot, "a scroll view has one \(slot), but '\(id)' is a second one")
    }

    /// An auto footer's `triggerPercent` below 0, which MJRefresh's CGFloat takes as it is.
    static func negativeTriggerPercent(_ percent: Double) -> Self {
        Self(
            rule: .negativeTriggerPercent,
            "triggerPercent \(percent.shortText) is below 0: the footer triggers \((-percent).shortText) × its height before it comes into view"
        )
    }

    /// A component whose axis differs from the scroll view's.
    static func axisMismatch(type: String, expected: String, actual: String) -> Self {
        // The types are header, backFooter, autoFooter, trailer and scrollObserver: "an" before a vowel.
        let article = type.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return Self(rule: .axisMismatch, "\(article) \(type) expects a \(expected) scroll view, but scrollView.axis is \(actual)")
    }
}
