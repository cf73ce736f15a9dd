/// The keys the decoder reads from every mapping of a kind (the spec, its scroll view, each
/// component, scenario and drag, sizes, insets and points), each found in its table once: looking a name up again for
/// every mapping cost as much as reading the value. Keys read rarely are still named by their
/// text.
enum SpecKeys {
    static let version = TableKey("version", of: .spec)
    static let name = TableKey("name", of: .spec)
    static let description = TableKey("description", of: .spec)
    static let scrollView = TableKey("scrollView", of: .spec)
    static let defaultLocale = TableKey("defaultLocale", of: .spec)
    static let clock = TableKey("clock", of: .spec)
    static let strings = TableKey("strings", of: .spec)
    static let colors = TableKey("colors", of: .spec)
    static let components = TableKey("components", of: .spec)
    static let scenarios = TableKey("scenarios", of: .spec)
}

/// The scroll view's keys.
enum ScrollViewKeys {
    static let kind = TableKey("kind", of: .scrollView)
    static let axis = TableKey("axis", of: .scrollView)
    static let frame = TableKey("frame", of: .scrollView)
    static let contentSize = TableKey("contentSize", of: .scrollView)
    static let contentInset = TableKey("contentInset", of: .scrollView)
    static let contentOffset = TableKey("contentOffset", of: .scrollView)
    static let dataCount = TableKey("dataCount", of: .scrollView)
    static let pagingEnabled = TableKey("pagingEnabled", of: .scrollView)
    static let inWindow = TableKey("inWindow", of: .scrollView)
    static let rubberBand = TableKey("rubberBand", of: .scrollView)
    static let bounceDuration = TableKey("bounceDuration", of: .scrollView)
    static let frameRate = TableKey("frameRate", of: .scrollView)
}

/// A component's keys.
enum ComponentKeys {
    static let id = TableKey("id", of: .component)
    static let height = TableKey("height", of: .component)
    static let width = TableKey("width", of: .component)
    static let triggerRate = TableKey("triggerRate", of: .component)
    static let ignoredContentInset = TableKey("ignoredContentInset", of: .component)
    static let automaticallyChangeAlpha = TableKey("automaticallyChangeAlpha", of: .component)
    static let animation = TableKey("animation", of: .component)
    static let hidden = TableKey("hidden", of: .component)
    static let hideWhenNoData = TableKey("hideWhenNoData", of: .component)
    static let labels = TableKey("labels", of: .component)
    static let images = TableKey("images", of: .component)
    static let textColor = TableKey("textColor", of: .component)
    static let font = TableKey("font", of: .component)
    static let lastUpdated = TableKey("lastUpdated", of: .component)
    static let stateLabel = TableKey("stateLabel", of: .component)
    static let labelLeftInset = TableKey("labelLeftInset", of: .component)
    static let indicator = TableKey("indicator", of: .component)
    static let triggerPercent = TableKey("triggerPercent", of: .component)
    static let autoTriggerTimes = TableKey("autoTriggerTimes", of: .component)
    static let automaticallyRefresh = TableKey("automaticallyRefresh", of: .component)
    static let refreshingTitleHidden = TableKey("refreshingTitleHidden", of: .component)
}

/// A component's animation durations.
enum AnimationKeys {
    static let fast = TableKey("fast", of: .animation)
    static let slow = TableKey("slow", of: .animation)
}

/// A font's keys (a component's, and its last-updated label's).
enum FontKeys {
    static let size = TableKey("size", of: .font)
    static let weight = TableKey("weight", of: .font)
}

/// A component's last-updated label's keys.
enum LastUpdatedKeys {
    static let hidden = TableKey("hidden", of: .lastUpdated)
    static let key = TableKey("key", of: .lastUpdated)
    static let at = TableKey("at", of: .lastUpdated)
    static let today = TableKey("today", of: .lastUpdated)
    static let format = TableKey("format", of: .lastUpdated)
    static let font = TableKey("font", of: .lastUpdated)
    static let textColor = TableKey("textColor", of: .lastUpdated)
}

/// A scenario's keys.
enum ScenarioKeys {
    static let name = TableKey("name", of: .scenario)
    static let locale = TableKey("locale", of: .scenario)
    static let steps = TableKey("steps", of: .scenario)
}

/// A drag's keys.
enum DragKeys {
    static let dx = TableKey("dx", of: .drag)
    static let dy = TableKey("dy", of: .drag)
    static let steps = TableKey("steps", of: .drag)
}

/// A size's sides, read by one reader from sizes that may omit them and sizes that must be positive.
enum SizeKeys {
    static let width = TableKey("width", of: .size, and: .positiveSize)
    static let height = TableKey("height", of: .size, and: .positiveSize)
}

/// Insets' sides, read by one reader from insets and from changes of them.
enum InsetsKeys {
    static let top = TableKey("top", of: .insets, and: .insetsChange)
    static let left = TableKey("left", of: .insets, and: .insetsChange)
    static let bottom = TableKey("bottom", of: .insets, and: .insetsChange)
    static let right = TableKey("right", of: .insets, and: .insetsChange)
}

/// A point's coordinates.
enum PointKeys {
    static let x = TableKey("x", of: .point)
    static let y = TableKey("y", of: .point)
}
