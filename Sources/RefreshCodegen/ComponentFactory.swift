import Diagnostics
import RefreshCore
import RefreshSpec

/// The factory of one refresh component: `static func makeHeader(refreshing:) -> MJRefreshNormalHeader`,
/// with a statement for every setting the spec gives and a warning, repeated as a comment, for
/// every one MJRefresh cannot express.
struct ComponentFactory {
    /// The statements are indented for a function inside the generated type.
    static let indent = "    "

    let component: ComponentSpec
    let mjClass: MJRefreshClass
    /// The spec's file, for the warnings.
    let file: String
    /// The catalog table the titles are read from.
    let table: String
    /// The keys the spec's own strings define, in any locale.
    let catalogKeys: Set<String>
    /// The built-in keys among them, with the languages the spec's texts show in.
    let overridden: OverriddenKeys
    /// The generated type's access modifier with its space, or nothing.
    let access: String

    /// The factory's lines, at the type's member indentation.
    private(set) var lines: [String] = []
    /// The warnings raised while writing it.
    private(set) var diagnostics: [Diagnostic] = []
    /// Whether a title calls the type's `overriddenTitle(_:in:mjRefreshKey:)`.
    private(set) var usesOverriddenTitle = false

    /// The variable the factory builds: `header`, `footer`, `trailer`.
    private var name: String { mjClass.slot.rawValue }
    /// The component's settings, which the statements write.
    private var settings: ComponentSettings { component.settings }

    /// Writes the factory of `component`.
    init(
        _ component: ComponentSpec, _ mjClass: MJRefreshClass, file: String, table: String, catalogKeys: Set<String>,
        overridden: OverriddenKeys, access: String
    ) {
        (self.component, self.mjClass, self.file, self.table) = (component, mjClass, file, table)
        (self.catalogKeys, self.overridden, self.access) = (catalogKeys, overridden, access)
        let line = component.mark.line
        let column = component.mark.column
        lines += SwiftText.comment(
            "Makes `\(component.id)` (spec \(line):\(column)): \(mjClass.name) as the spec sets it up.", indent: "  ",
            marker: "///")
        lines += SwiftText.declaration(
            "\(access)static func \(mjClass.slot.factory)", ["refreshing: @escaping () -> Void"], tail: "-> \(mjClass.name)",
            indent: "  ")
        statement("let \(name) = \(mjClass.name)(refreshingBlock: refreshing)")
        if let substitution = mjClass.substitution {
            warn(substitution, at: component.keyMarks["variant"] ?? component.keyMarks["style"] ?? component.mark)
        }
        writeGeometry()
        writeBehaviour()
        writeTitles()
        writeLabelAppearance()
        writeLastUpdated()
        writeAutoFooter()
        writeImages()
        statement("return \(name)")
        lines.append("  }")
    }

    // MARK: - Statements

    /// Whether the spec writes the key (the factory leaves MJRefresh's default otherwise); a
    /// righter's width, font and color are what its code fixes, so they count as written.
    private func written(_ key: String) -> Bool {
        component.keyMarks[key] != nil || (settings.variant == .righter && Self.righterSettings.contains(key))
    }

    /// The settings the seed's righter fixes that MJRefreshNormalTrailer can take.
    private static let righterSettings: Set = ["font", "textColor"]

    /// `MJRefreshTrailWidth`, the width `MJRefreshTrailer.placeSubviews` gives every trailer.
    private static let trailerWidth = 60.0

    private mutating func statement(_ text: String) {
        lines.append(Self.indent + text)
    }

    /// `target = Function(arguments)`, broken as swift-format wants when it is too long.
    private mutating func assign(_ target: String, _ function: String, _ arguments: [String]) {
        lines += SwiftText.call("\(target) = \(function)", arguments, indent: Self.indent)
    }

    /// Records a warning at `mark` and puts it in the code as a comment.
    private mutating func warn(_ message: Diagnostic.Message, at mark: Mark) {
        diagnostics.append(Diagnostic(message, file: file, at: mark))
        lines += SwiftText.comment(message.codeComment(at: mark), indent: Self.indent)
    }

    // MARK: - Settings

    private mutating func writeGeometry() {
        if written("height"), !settings.heightAfterImages { writeHeight() }
        // `width` is a trailer's, whose `placeSubviews` sets `mj_w` to 60 on every layout: no
        // statement could keep another width.
        if let mark = component.keyMarks["width"], let width = settings.width, width != Self.trailerWidth {
            warn(.trailerWidth(width), at: mark)
        }
        if let mark = component.keyMarks["triggerRate"], settings.triggerRate != 1 {
            warn(.triggerRate(settings.triggerRate), at: mark)
        }
        if written("ignoredContentInset") {
            let side = ["header": "Top", "footer": "Bottom", "trailer": "Right"][name] ?? "Top"
            statement("\(name).ignoredScrollViewContentInset\(side) = \(SwiftText.number(settings.ignoredContentInset))")
        }
    }

    private mutating func writeBehaviour() {
        if written("automaticallyChangeAlpha") {
            statement("\(name).isAutomaticallyChangeAlpha = \(settings.automaticallyChangeAlpha)")
        }
        if written("animation") {
            statement("\(name).fastAnimationDuration = \(SwiftText.number(settings.animation.fast))")
            statement("\(name).slowAnimationDuration = \(SwiftText.number(settings.animation.slow))")
        }
        if written("hidden") { statement("\(name).isHidden = \(settings.hidden)") }
        if let mark = component.keyMarks["hideWhenNoData"], settings.hideWhenNoData { warn(.hideWhenNoData, at: mark) }
    }

    /// `setTitle(_:for:)` for every label the spec writes (and a righter's own titles): its own
    /// strings from the catalog, a literal as it is, a built-in key as MJRefresh's own localized
    /// text. A built-in key the spec's strings override gets a title whether the label is written
    /// or the type's default: the spec's text in the languages it gives, MJRefresh's in the others.
    private mutating func writeTitles() {
        guard settings.style.hasLabel else { return }
        for state in component.type.states {
            guard let label = component.labels[state] else { continue }
            let title = "\(state.rawValue)Title"
            if case .key(let key) = label.content, let languages = overridden.languages(of: key) {
                let list = languages.map(SwiftText.literal).joined(separator: ", ")
                let arguments = [SwiftText.literal(key), "in: [\(list)]", "mjRefreshKey: \(mjRefreshKey(key))"]
                lines += SwiftText.call("let \(title) = overriddenTitle", arguments, indent: Self.indent)
                usesOverriddenTitle = true
            } else {
                guard label.mark != nil || settings.variant == .righter else { continue }
                switch label.content {
                case .text(let text):
                    lines += SwiftText.call(
                        "\(name).setTitle", [SwiftText.literal(text), "for: .\(state.rawValue)"], indent: Self.indent)
                    continue
                case .key(let key) where catalogKeys.contains(key):
                    let arguments = [
                        "localized: \(SwiftText.literal(key))", "table: \(SwiftText.literal(table))", "bundle: bundle",
                    ]
                    lines += SwiftText.call("let \(title) = String", arguments, indent: Self.indent)
                case .key(let key):
                    lines += SwiftText.call(
                        "let \(title) = Bundle.mj_localizedString", ["forKey: \(mjRefreshKey(key))"], indent: Self.indent)
                }
            }
            statement("\(name).setTitle(\(title), for: .\(state.rawValue))")
        }
    }

    /// The key MJRefresh's bundle has for a built-in key, as a literal.
    private func mjRefreshKey(_ key: String) -> String {
        SwiftText.literal(MJRefreshBundle.keys[key] ?? key)
    }

    private mutating func writeLabelAppearance() {
        guard settings.style.hasLabel else { return }
        let followers = settings.lastUpdated.map { lastUpdated in
            (color: lastUpdated.textColor == nil, font: lastUpdated.font == nil)
        }
        if written("textColor") {
            assign("\(name).stateLabel?.textColor", "UIColor", SwiftText.colorArguments(settings.textColor))
            if followers?.color == true {
                assign("\(name).lastUpdatedTimeLabel?.textColor", "UIColor", SwiftText.colorArguments(settings.textColor))
            }
        }
        if written("font") {
            statement("\(name).stateLabel?.font = \(SwiftText.font(settings.font))")
            if followers?.font == true { statement("\(name).lastUpdatedTimeLabel?.font = \(SwiftText.font(settings.font))") }
        }
        if written("stateLabel") { statement("\(name).stateLabel?.isHidden = \(settings.stateLabelHidden)") }
        if written("labelLeftInset"), let inset = settings.labelLeftInset {
            statement("\(name).labelLeftInset = \(SwiftText.number(inset))")
        }
        if written("indicator") {
            statement("\(name).loadingView?.style = .\(settings.indicatorStyle.rawValue)")
            if let color = settings.indicatorColor {
                assign("\(name).loadingView?.color", "UIColor", SwiftText.colorArguments(color))
            }
        }
    }

    /// The header's last-updated label: the key is always set, since the spec's default (the
    /// component id) is not MJRefresh's shared one.
    private mutating func writeLastUpdated() {
        guard let lastUpdated = settings.lastUpdated else { return }
        statement("\(name).lastUpdatedTimeKey = \(SwiftText.literal(lastUpdated.key))")
        if lastUpdated.hidden { statement("\(name).lastUpdatedTimeLabel?.isHidden = true") }
        if let font = lastUpdated.font { statement("\(name).lastUpdatedTimeLabel?.font = \(SwiftText.font(font))") }
        if let color = lastUpdated.textColor {
            assign("\(name).lastUpdatedTimeLabel?.textColor", "UIColor", SwiftText.colorArguments(color))
        }
        let marks = component.lastUpdatedMarks
        if let mark = marks.noRecordText { warn(.lastUpdatedNoRecordText, at: mark) }
        if let mark = marks.format {
            warn(.lastUpdatedFormat, at: mark)
        } else if !lastUpdated.hidden {
            for key in StringsUsage.lastUpdatedKeys {
                guard let mark = overridden.mark(of: key) else { continue }
                warn(.overriddenLastUpdatedText(key), at: mark)
            }
        }
        if lastUpdated.today == .calendarDay { warn(.calendarDay, at: component.keyMarks["lastUpdated"] ?? component.mark) }
    }

    private mutating func writeAutoFooter() {
        guard component.type == .autoFooter else { return }
        if written("triggerPercent") {
            statement("\(name).triggerAutomaticallyRefreshPercent = \(SwiftText.number(settings.triggerPercent))")
        }
        if written("autoTriggerTimes") { statement("\(name).autoTriggerTimes = \(settings.autoTriggerTimes)") }
        if written("automaticallyRefresh") { statement("\(name).isAutomaticallyRefresh = \(settings.automaticallyRefresh)") }
        if written("refreshingTitleHidden") {
            statement("\(name).isRefreshingTitleHidden = \(settings.refreshingTitleHidden)")
        }
    }

    /// `mj_h`, when the spec gives a height.
    private mutating func writeHeight() {
        if let height = settings.height { statement("\(name).mj_h = \(SwiftText.number(height))") }
    }

    /// Gif frames by name: `<id>-<state>-1` … `<id>-<state>-<frames>` in the bundle; then the
    /// height, when the spec sets it after them (`heightAfterImages`).
    private mutating func writeImages() {
        guard settings.style == .gif, mjClass.substitution == nil else { return }
        for state in RefreshState.allCases {
            guard let images = settings.images[state] else { continue }
            let frames = "frames(\(SwiftText.literal("\(component.id)-\(state.rawValue)")), count: \(images.frames))"
            lines += SwiftText.call(
                "\(name).setImages", [frames, "duration: \(SwiftText.number(images.duration))", "for: .\(state.rawValue)"],
                indent: Self.indent)
        }
        if written("height"), settings.heightAfterImages { writeHeight() }
    }
}

extension Diagnostic.Message {
    /// A trailer's `width` other than MJRefresh's 60.
    static func trailerWidth(_ width: Double) -> Self {
        Self(
            CodegenRule.notInMJRefresh,
            "width \(width.shortText) is simulation only: MJRefreshTrailer sets its width to 60 in placeSubviews, on every layout"
        )
    }

    /// `triggerRate` other than 1.
    static func triggerRate(_ rate: Double) -> Self {
        Self(
            CodegenRule.notInMJRefresh,
            "triggerRate \(rate.shortText) is simulation only: MJRefresh always pulls at 1 × the component's size")
    }

    /// `hideWhenNoData: true`.
    static var hideWhenNoData: Self {
        Self(
            CodegenRule.notInMJRefresh,
            "hideWhenNoData has no MJRefresh 3.7 property (automaticallyHidden is deprecated): hide the component after reloadData"
        )
    }

    /// `lastUpdated.format`.
    static var lastUpdatedFormat: Self {
        Self(
            CodegenRule.notInMJRefresh,
            "lastUpdated.format is not generated: give the header a lastUpdatedTimeText block that writes the same text")
    }

    /// `lastUpdated.noRecordText`.
    static var lastUpdatedNoRecordText: Self {
        Self(
            CodegenRule.notInMJRefresh,
            "lastUpdated.noRecordText is not generated: give the header a lastUpdatedTimeText block that returns it "
                + "for a nil date")
    }

    /// A last-updated text of the built-in catalog that `strings` override, which MJRefresh's
    /// label reads from its own bundle.
    static func overriddenLastUpdatedText(_ key: String) -> Self {
        Self(
            CodegenRule.notInMJRefresh,
            "\(key) from strings is not generated: MJRefresh's last-updated label shows its own text; give the header a lastUpdatedTimeText block that writes the same text"
        )
    }

    /// `lastUpdated.today: calendarDay`.
    static var calendarDay: Self {
        Self(
            CodegenRule.notInMJRefresh,
            "lastUpdated.today calendarDay is not MJRefresh's: its label compares only the day of the month")
    }
}
