import Diagnostics
import RefreshCore
import RefreshSpec

/// The members of the generated type, in order: the bundle, a factory per refresh component,
/// `install(on:…)`, a factory per scroll observer, the gif frame loader and the
/// ``ScrollObserverSource`` type, each written only when the spec needs it.
struct TypeBody {
    /// The spec's file, for the warnings.
    let file: String
    /// The generated type's name, which is also the catalog's table.
    let typeName: String
    /// The keys the spec's own strings define, in any locale.
    let catalogKeys: Set<String>
    /// The built-in keys among them, with the languages the spec's texts show in.
    let overridden: OverriddenKeys
    /// The access modifier with its space, or nothing.
    let access: String

    /// Each member's lines.
    private(set) var members: [[String]]
    /// The warnings raised so far.
    private(set) var diagnostics: [Diagnostic] = []

    /// A body holding only the `bundle` property.
    init(file: String, typeName: String, catalogKeys: Set<String>, overridden: OverriddenKeys, access: String) {
        (self.file, self.typeName, self.catalogKeys, self.access) = (file, typeName, catalogKeys, access)
        self.overridden = overridden
        members = [
            SwiftText.comment(
                "The bundle that holds \(typeName).xcstrings and the gif frames; the main bundle unless set before the components are made.",
                indent: "  ", marker: "///") + ["  \(access)static var bundle = Bundle.main"]
        ]
    }

    /// The members, a blank line between two.
    var text: String {
        members.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }

    /// A factory per header, footer and trailer, `install(on:…)` for them all (setting what the
    /// spec gives of `scrollView`), and the gif frame loader when a component shows gif frames.
    mutating func addRefreshComponents(_ components: [ComponentSpec], scrollView: ScrollViewSettings) {
        var slots: [MJRefreshClass.Slot] = []
        var showsFrames = false
        var overridesTitles = false
        for component in components {
            guard let mjClass = MJRefreshClass(component) else { continue }
            let factory = ComponentFactory(
                component, mjClass, file: file, table: typeName, catalogKeys: catalogKeys, overridden: overridden,
                access: access)
            members.append(factory.lines)
            diagnostics += factory.diagnostics
            slots.append(mjClass.slot)
            showsFrames = showsFrames || (component.settings.style == .gif && mjClass.substitution == nil)
            overridesTitles = overridesTitles || factory.usesOverriddenTitle
        }
        if !slots.isEmpty { members.append(installMember(slots, setup: ScrollViewSetup(settings: scrollView))) }
        if overridesTitles { members.append(overriddenTitleMember) }
        if showsFrames { members.append(Self.framesMember) }
    }

    /// A factory per scroll observer and, when there is one, the ``ScrollObserverSource`` type.
    /// Ids that give the same Swift name (`a-b`, `aB`) get numbered factories, with a warning.
    mutating func addScrollObservers(_ observers: [ComponentSpec]) {
        guard !observers.isEmpty else { return }
        var owners: [String: String] = [:]
        for observer in observers {
            var warning: [String] = []
            if let mark = observer.keyMarks["hidden"], observer.settings.hidden {
                diagnostics.append(Diagnostic(.hiddenObserver, file: file, at: mark))
                warning = SwiftText.comment(Diagnostic.Message.hiddenObserver.codeComment(at: mark), indent: "    ")
            }
            let name = "make" + SwiftText.upperCamelCase(observer.id)
            var function = name
            if let owner = owners[name] {
                function = Self.firstFree(after: name, in: owners)
                let message = Diagnostic.Message.renamedObserver(observer.id, sameAs: owner, name: name, renamed: function)
                let mark = observer.keyMarks["id"] ?? observer.mark
                diagnostics.append(Diagnostic(message, file: file, at: mark))
                warning += SwiftText.comment(message.codeComment(at: mark), indent: "    ")
            }
            owners[function] = observer.id
            members.append(observerFactory(observer, function: function, warning: warning))
        }
        members.append(ScrollObserverSource.lines(access: access))
    }

    /// `name2`, or `name3`…: the first numbered name no factory has.
    private static func firstFree(after name: String, in owners: [String: String]) -> String {
        var number = 2
        while owners["\(name)\(number)"] != nil { number += 1 }
        return "\(name)\(number)"
    }

    /// `install(on:…)`: every refreshing component made and attached to its slot, between the
    /// scroll view's settings that go before and after attaching.
    private func installMember(_ slots: [MJRefreshClass.Slot], setup: ScrollViewSetup) -> [String] {
        let properties = slots.map { "`\($0.property)`" }.joined(separator: ", ")
        var lines = SwiftText.comment(
            "Attaches every refresh component of the spec to `scrollView` (\(properties)); each callback runs when its component starts refreshing.",
            indent: "  ", marker: "///")
        let parameters = ["on scrollView: UIScrollView"] + slots.map { "\($0.callback): @escaping () -> Void" }
        lines += SwiftText.declaration("\(access)static func install", parameters, tail: "", indent: "  ")
        lines += setup.beforeAttaching
        lines += slots.map { "    scrollView.\($0.property) = \($0.factory)(refreshing: \($0.callback))" }
        return lines + setup.afterAttaching + ["  }"]
    }

    /// `makeWatcher(topInset:)`: a scroll observer of the spec, with the comment of its warning.
    private func observerFactory(_ observer: ComponentSpec, function: String, warning: [String]) -> [String] {
        let mark = observer.mark
        return SwiftText.comment(
            "Makes the scroll observer `\(observer.id)` (spec \(mark.line):\(mark.column)) for a scroll view whose top content inset is `topInset`.",
            indent: "  ", marker: "///")
            + SwiftText.declaration(
                "\(access)static func \(function)", ["topInset: Double"], tail: "-> ScrollObserver", indent: "  ")
            + warning + ["    ScrollObserver(topInset: topInset)", "  }"]
    }

    /// The title of a built-in key the spec's strings override: the catalog's text in the
    /// languages the spec gives it in (SPEC.md §5 finds the spec's text first), MJRefresh's own
    /// in the others. The language is the one the app runs in, as the bundle chooses it.
    private var overriddenTitleMember: [String] {
        SwiftText.comment(
            "The title of a built-in key the spec overrides in `languages`: the catalog's text when the app runs in one of them, MJRefresh's own otherwise.",
            indent: "  ", marker: "///")
            + SwiftText.declaration(
                "private static func overriddenTitle", ["_ key: String", "in languages: Set<String>", "mjRefreshKey: String"],
                tail: "-> String", indent: "  ")
            + [
                "    guard let language = bundle.preferredLocalizations.first, languages.contains(language) else {",
                "      return Bundle.mj_localizedString(forKey: mjRefreshKey)",
                "    }",
            ]
            + SwiftText.call(
                "return bundle.localizedString", ["forKey: key", "value: nil", "table: \(SwiftText.literal(typeName))"],
                indent: "    ") + ["  }"]
    }

    /// Loads a gif state's frames, `<name>-1` … `<name>-<count>`, from the type's `bundle`.
    private static let framesMember = [
        "  /// The frames `<name>-1` … `<name>-<count>` of a gif state, from `bundle`; missing ones are skipped.",
        "  private static func frames(_ name: String, count: Int) -> [UIImage] {",
        "    (1...count).compactMap { UIImage(named: \"\\(name)-\\($0)\", in: bundle, compatibleWith: nil) }",
        "  }",
    ]
}
