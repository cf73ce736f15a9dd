/// A random spec drawn from a seed: a scroll view of any geometry, up to one header, one footer
/// and one trailer of random options, maybe a scroll observer, and one scenario of random steps
/// (drags of any size, releases with velocity, waits, refreshing calls in any order, inset and
/// size changes mid-gesture, hidden toggles, locale switches), ending with a long wait so that
/// every animation has finished.
struct RandomSpec {
    /// What the invariants need to know about one refreshing component.
    struct Component {
        var id: String
        var type: String
        /// Seconds from entering refreshing to the refreshing callback (`fast`; the righter's 0.1).
        var beginDuration: Double
        /// Seconds from leaving refreshing to the end callback (`slow`).
        var endDuration: Double
    }

    let seed: UInt64
    private(set) var yaml = ""
    private(set) var components: [Component] = []
    private(set) var inWindow = true
    /// Whether the scroll view has a safe area (then size and safe-area changes move insets too).
    private(set) var hasSafeArea = false
    /// `contentInsetAdjustment` as written.
    private(set) var adjustment = "automatic"
    /// `alwaysBounceVertical` and `alwaysBounceHorizontal` as written, if they are.
    private(set) var alwaysBounce: (vertical: Bool?, horizontal: Bool?) = (nil, nil)
    private var random: SplitMix64

    init(seed: UInt64) {
        self.seed = seed
        random = SplitMix64(seed: seed)
        yaml = document()
    }

    private mutating func document() -> String {
        let scrollView = scrollViewLine()
        var lines = ["version: 1", scrollView, "components:"]
        if random.chance(0.8) { lines.append(component(id: "header", type: "header")) }
        if random.chance(0.8) {
            lines.append(component(id: "footer", type: random.chance(0.5) ? "backFooter" : "autoFooter"))
        }
        if random.chance(0.4) { lines.append(component(id: "trailer", type: "trailer")) }
        if random.chance(0.3) || components.isEmpty { lines.append("  - {id: observer, type: scrollObserver}") }
        lines += ["scenarios:", "  - name: random", "    steps:"]
        for _ in 0..<random.int(1...30) {
            lines.append("      - " + step())
        }
        lines.append("      - wait: 10")
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func scrollViewLine() -> String {
        let width = random.number(1...1000)
        let height = random.number(1...1000)
        inWindow = random.chance(0.8)
        return "scrollView: {kind: \(random.pick(["plain", "table", "collection"]))"
            + ", axis: \(random.pick(["vertical", "horizontal"]))"
            + ", frame: {width: \(width), height: \(height)}"
            + ", contentSize: {width: \(random.number(0...3000)), height: \(random.number(0...3000))}"
            + ", contentInset: {\(insetSides())}, dataCount: \(random.int(0...50))"
            + ", pagingEnabled: \(random.chance(0.3)), inWindow: \(inWindow)"
            + ", rubberBand: \(random.pick(["none", "uikit"])), bounceDuration: \(random.number(0...1))"
            + ", frameRate: \(random.pick([1, 30, 60, 120]))" + safeAreaKeys() + "}"
    }

    /// Half the time, a safe area with a behaviour and maybe the bounce flags (issue 37).
    private mutating func safeAreaKeys() -> String {
        guard random.chance(0.5) else { return "" }
        hasSafeArea = true
        adjustment = random.pick(["automatic", "scrollableAxes", "never", "always"])
        var keys = ", safeArea: {\(safeAreaSides())}, contentInsetAdjustment: \(adjustment)"
        if random.chance(0.4) {
            let flag = random.chance(0.5)
            alwaysBounce.vertical = flag
            keys += ", alwaysBounceVertical: \(flag)"
        }
        if random.chance(0.3) {
            let flag = random.chance(0.5)
            alwaysBounce.horizontal = flag
            keys += ", alwaysBounceHorizontal: \(flag)"
        }
        return keys
    }

    private mutating func safeAreaSides() -> String {
        ["top", "left", "bottom", "right"].map { "\($0): \(random.chance(0.3) ? 0 : random.number(0...140))" }
            .joined(separator: ", ")
    }

    private mutating func insetSides() -> String {
        let sides = ["top", "left", "bottom", "right"].filter { _ in random.chance(0.6) }
            .map { "\($0): \(random.number(0...120))" }.joined(separator: ", ")
        return sides.isEmpty ? "top: \(random.number(0...120))" : sides
    }

    private mutating func component(id: String, type: String) -> String {
        let righter = type == "trailer" && random.chance(0.3)
        let style = righter ? "normal" : random.pick(["plain", "state", "normal", "gif"])
        let fast = random.chance(0.2) ? 0 : random.number(0...1)
        let slow = random.chance(0.2) ? 0 : random.number(0...1)
        var keys = ["id: \(id)", "type: \(type)", "style: \(style)", "animation: {fast: \(fast), slow: \(slow)}"]
        if righter {
            keys.append("variant: righter")
        } else if type == "trailer" {
            keys.append("width: \(random.number(1...200))")
        } else {
            keys.append("height: \(random.number(1...200))")
        }
        if type != "autoFooter" { keys.append("triggerRate: \(random.number(0.25...3))") }
        if type != "header", !righter, random.chance(0.3) { keys.append("hideWhenNoData: true") }
        keys.append("ignoredContentInset: \(random.chance(0.7) ? 0 : random.number(-40...40))")
        keys.append("automaticallyChangeAlpha: \(random.chance(0.5))")
        keys.append("hidden: \(random.chance(0.15))")
        if style == "gif" {
            let pulling = type == "autoFooter" ? "" : "pulling: {frames: 1}, "
            keys.append("images: {idle: {frames: 3}, \(pulling)refreshing: {frames: 4}}")
        }
        if type == "autoFooter" {
            keys.append("triggerPercent: \(random.number(-1...2))")
            keys.append("autoTriggerTimes: \(random.pick([-1, 1, 2, 3]))")
            keys.append("automaticallyRefresh: \(random.chance(0.8))")
        }
        components.append(Component(id: id, type: type, beginDuration: righter ? 0.1 : fast, endDuration: slow))
        return "  - {" + keys.joined(separator: ", ") + "}"
    }

    private mutating func step() -> String {
        let ids = components.map(\.id)
        switch random.int(0...19) {
        case 0...4: return "drag: {dx: \(distance()), dy: \(distance())}"
        case 5: return "release"
        case 6: return "release: {velocity: {x: \(random.number(-5000...5000)), y: \(random.number(-5000...5000))}}"
        case 7: return "cancel"
        case 8, 9: return "wait: \(random.pick([0, random.number(0...0.5), random.number(0...3)]))"
        case 10: return "scrollTo: {x: \(random.number(-500...3000)), y: \(random.number(-500...3000))}"
        case 11: return ids.isEmpty ? "appear" : "beginRefreshing: \(random.pick(ids))"
        case 12: return ids.isEmpty ? "appear" : "endRefreshing: \(random.pick(ids))"
        case 13:
            let trailing = ids.filter { $0 != "header" }
            guard !trailing.isEmpty else { return "appear" }
            let name = random.chance(0.5) ? "endRefreshingWithNoMoreData" : "resetNoMoreData"
            return "\(name): \(random.pick(trailing))"
        case 14: return "setContentSize: {width: \(random.number(0...3000)), height: \(random.number(0...3000))}"
        case 15:
            return hasSafeArea && random.chance(0.5)
                ? "setSafeArea: {\(safeAreaSides())}" : "setContentInset: {\(insetSides())}"
        case 16: return "reloadData: {count: \(random.int(0...30)), contentSize: {height: \(random.number(0...3000))}}"
        case 17: return ids.isEmpty ? "appear" : "setHidden: {\(random.pick(ids)): \(random.chance(0.5))}"
        case 18: return "setLocale: \(random.pick(["en", "zh-Hans", "ja", "ar", "he", "de-CH", "ko"]))"
        default:
            return random.chance(0.5) ? "appear" : (components.contains { $0.type == "autoFooter" } ? "tap: footer" : "appear")
        }
    }

    /// A finger distance: mostly small, sometimes huge.
    private mutating func distance() -> Double {
        random.chance(0.03) ? random.number(-20_000...20_000) : random.number(-400...400)
    }
}
