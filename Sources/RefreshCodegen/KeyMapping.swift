/// What `generate swift` does with each key of the spec language: the MJRefresh property (or
/// other Swift) it becomes, or why it stays in the simulation. docs/CODEGEN.md prints this table,
/// and a test walks the schema's key tables so that a new key without an entry fails.
public struct KeyMapping: Sendable, Hashable {
    /// The key's path through the spec: `components.lastUpdated.key`.
    public let path: String
    /// What the generated code makes of it.
    public let target: Target

    /// Where a key goes.
    public enum Target: Sendable, Hashable {
        /// The Swift the key is written as, such as `mj_h` or `setTitle(_:for:)`.
        case swift(String)
        /// Not in the generated code, with the reason; a warning when the spec's value matters.
        case simulationOnly(String)
    }

    /// Keys whose whole subtree is covered by their own entry (the scenarios are the tests).
    public static let coveredSubtrees: Set<String> = ["scenarios"]

    /// Every key, in the order of the spec language's tables.
    public static let all: [KeyMapping] =
        [
            .init("version", .simulationOnly("the language version")),
            .init("name", .swift("the type's name: prefix + UpperCamelCase(name), `RefreshSpecFeed`; the header comment")),
            .init("description", .swift("the type's documentation comment")),
            .init("defaultLocale", .swift("the String Catalog's `sourceLanguage`")),
            .init("strings", .swift("the String Catalog `<Type>.xcstrings`, read with `String(localized:table:bundle:)`")),
            .init("colors", .swift("resolved into each `UIColor(red:green:blue:alpha:)`")),
            .init("clock", .simulationOnly("the virtual wall clock of the scenarios")),
            .init("clock.now", .simulationOnly("the virtual wall clock of the scenarios")),
            .init("clock.timeZone", .simulationOnly("the device's time zone decides")),
            .init("components", .swift("a factory per component, `install(on:…)`")),
            .init("scenarios", .simulationOnly("the scripted gestures and expectations: the tests")),
        ] + scrollView + component + componentParts

    /// `scrollView`: the app's own scroll view, which the spec only models.
    private static let scrollView: [KeyMapping] =
        [
            "scrollView", "scrollView.kind", "scrollView.axis", "scrollView.frame", "scrollView.frame.width",
            "scrollView.frame.height", "scrollView.contentSize", "scrollView.contentSize.width",
            "scrollView.contentSize.height", "scrollView.contentInset", "scrollView.contentInset.top",
            "scrollView.contentInset.left", "scrollView.contentInset.bottom", "scrollView.contentInset.right",
            "scrollView.contentOffset", "scrollView.contentOffset.x", "scrollView.contentOffset.y", "scrollView.dataCount",
            "scrollView.pagingEnabled", "scrollView.inWindow", "scrollView.rubberBand", "scrollView.bounceDuration",
            "scrollView.frameRate",
        ].map { KeyMapping($0, .simulationOnly("the app's scroll view, passed to `install(on:)`")) } + safeArea

    /// The safe area and what decides it: the app's view controller and the device it runs on.
    private static let safeArea: [KeyMapping] =
        [
            "scrollView.safeArea", "scrollView.safeArea.top", "scrollView.safeArea.left", "scrollView.safeArea.bottom",
            "scrollView.safeArea.right", "scrollView.device", "scrollView.device.model", "scrollView.device.orientation",
            "scrollView.device.bars", "scrollView.device.bars.navigation", "scrollView.device.bars.tab",
        ].map { KeyMapping($0, .simulationOnly("the safe area comes from the app's view controller and device")) }
        + [
            .init(
                "scrollView.contentInsetAdjustment",
                .swift("`scrollView.contentInsetAdjustmentBehavior` in `install(on:…)`, before attaching")),
            .init(
                "scrollView.alwaysBounceVertical", .swift("`scrollView.alwaysBounceVertical` in `install(on:…)`, after attaching")
            ),
            .init(
                "scrollView.alwaysBounceHorizontal",
                .swift("`scrollView.alwaysBounceHorizontal` in `install(on:…)`, after attaching")),
        ]

    private static let component: [KeyMapping] = [
        .init("components.id", .swift("documentation comments; a scroll observer's factory name `make<Id>`")),
        .init(
            "components.type",
            .swift(
                "the class family and slot: `mj_header`, `mj_footer` (back or auto), `mj_trailer`; scrollObserver: `ScrollObserver`"
            )),
        .init(
            "components.style",
            .swift(
                "the class: plain `MJRefreshHeader`, state `MJRefreshStateHeader`, normal `MJRefreshNormalHeader`, gif `MJRefreshGifHeader` (and the footer and trailer classes); a gif trailer: `MJRefreshStateTrailer` (warning)"
            )),
        .init("components.height", .swift("`mj_h`")),
        .init(
            "components.width",
            .simulationOnly(
                "MJRefreshTrailer sets `mj_w` to 60 in `placeSubviews`; another width: warning `codegen-not-in-mjrefresh`")),
        .init(
            "components.variant",
            .simulationOnly(
                "righter: `MJRefreshNormalTrailer` with the righter's titles, font and color (warning `codegen-substituted-class`)"
            )),
        .init("components.arrowSize", .simulationOnly("the size of the arrow image the app ships")),
        .init("components.arrowSize.width", .simulationOnly("the size of the arrow image the app ships")),
        .init("components.arrowSize.height", .simulationOnly("the size of the arrow image the app ships")),
        .init(
            "components.triggerRate",
            .simulationOnly("MJRefresh pulls at 1 × the size; other values: warning `codegen-not-in-mjrefresh`")),
        .init(
            "components.ignoredContentInset",
            .swift("`ignoredScrollViewContentInsetTop` (header), `…Bottom` (footers), `…Right` (trailer)")),
        .init("components.automaticallyChangeAlpha", .swift("`isAutomaticallyChangeAlpha`")),
        .init("components.animation", .swift("`fastAnimationDuration`, `slowAnimationDuration`")),
        .init("components.animation.fast", .swift("`fastAnimationDuration`")),
        .init("components.animation.slow", .swift("`slowAnimationDuration`")),
        .init("components.hidden", .swift("`isHidden`; a hidden scroll observer: warning `codegen-not-in-mjrefresh`")),
        .init(
            "components.hideWhenNoData",
            .simulationOnly("MJRefresh 3.7 has no such property; true: warning `codegen-not-in-mjrefresh`")),
        .init(
            "components.labels",
            .swift(
                "`setTitle(_:for:)`: a key of `strings` via `String(localized:table:bundle:)`, a built-in key via `Bundle.mj_localizedString(forKey:)`"
            )),
        .init("components.labels.text", .swift("`setTitle(_:for:)` with the literal")),
        .init("components.textColor", .swift("`stateLabel?.textColor` (and `lastUpdatedTimeLabel?.textColor`)")),
        .init(
            "components.font",
            .swift("`stateLabel?.font` (and `lastUpdatedTimeLabel?.font`): `UIFont.systemFont`/`boldSystemFont(ofSize:)`")),
        .init("components.font.size", .swift("`ofSize:`")),
        .init("components.font.weight", .swift("`systemFont` (regular) or `boldSystemFont` (bold)")),
        .init("components.stateLabel", .swift("`stateLabel?.isHidden`")),
        .init("components.stateLabel.hidden", .swift("`stateLabel?.isHidden`")),
        .init("components.labelLeftInset", .swift("`labelLeftInset`")),
        .init("components.indicator", .swift("`loadingView?.style`, `loadingView?.color`")),
        .init("components.indicator.style", .swift("`loadingView?.style`: `.medium`, `.large`")),
        .init("components.indicator.color", .swift("`loadingView?.color`")),
        .init("components.triggerPercent", .swift("`triggerAutomaticallyRefreshPercent`")),
        .init("components.autoTriggerTimes", .swift("`autoTriggerTimes`")),
        .init("components.automaticallyRefresh", .swift("`isAutomaticallyRefresh`")),
        .init("components.refreshingTitleHidden", .swift("`isRefreshingTitleHidden`")),
    ]

    private static let componentParts: [KeyMapping] = [
        .init("components.lastUpdated", .swift("`lastUpdatedTimeKey` (always: the spec's key, the component id unless given)")),
        .init("components.lastUpdated.hidden", .swift("`lastUpdatedTimeLabel?.isHidden`")),
        .init("components.lastUpdated.key", .swift("`lastUpdatedTimeKey`")),
        .init("components.lastUpdated.at", .simulationOnly("the last update the scenarios start from")),
        .init(
            "components.lastUpdated.today",
            .simulationOnly("MJRefresh compares the day of the month; calendarDay: warning `codegen-not-in-mjrefresh`")),
        .init(
            "components.lastUpdated.format",
            .simulationOnly("write a `lastUpdatedTimeText` block; warning `codegen-not-in-mjrefresh`")),
        .init(
            "components.lastUpdated.noRecordText",
            .simulationOnly("write a `lastUpdatedTimeText` block; warning `codegen-not-in-mjrefresh`")),
        .init("components.lastUpdated.font", .swift("`lastUpdatedTimeLabel?.font`")),
        .init("components.lastUpdated.font.size", .swift("`ofSize:`")),
        .init("components.lastUpdated.font.weight", .swift("`systemFont` (regular) or `boldSystemFont` (bold)")),
        .init("components.lastUpdated.textColor", .swift("`lastUpdatedTimeLabel?.textColor`")),
        .init(
            "components.images", .swift("`setImages(_:duration:for:)` with the frames `<id>-<state>-1` … `<id>-<state>-<frames>`")
        ),
        .init("components.images.frames", .swift("how many frames `setImages(_:duration:for:)` gets")),
        .init("components.images.duration", .swift("`duration:`")),
        .init("components.images.size", .simulationOnly("the size of the images the app ships")),
        .init("components.images.size.width", .simulationOnly("the size of the images the app ships")),
        .init("components.images.size.height", .simulationOnly("the size of the images the app ships")),
        .init("components.heightAfterImages", .swift("`mj_h` written after `setImages(_:duration:for:)`")),
        .init("components.attached", .simulationOnly("when the app sets `mj_header` (or the footer, trailer) is its own code")),
    ]

    private init(_ path: String, _ target: Target) {
        self.path = path
        self.target = target
    }

    /// The table as docs/CODEGEN.md prints it: `| key | Swift or simulation only |`.
    public static var markdownTable: String {
        let rows = all.map { mapping in
            switch mapping.target {
            case .swift(let swift): "| `\(mapping.path)` | \(swift) |"
            case .simulationOnly(let reason): "| `\(mapping.path)` | simulation only: \(reason) |"
            }
        }
        return (["| spec key | generated Swift |", "|---|---|"] + rows).joined(separator: "\n") + "\n"
    }
}
