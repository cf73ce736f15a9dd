import RefreshCore

/// The built-in strings: for each built-in locale, key → text (SPEC.md §5).
///
/// Each locale is one JSON file in the module's `Catalog` folder, compiled into the module by the
/// `EmbedCatalogs` build-tool plugin: a binary needs no resource files beside it.
public struct LabelCatalog: Sendable {
    /// locale id → (key → text).
    public let locales: [String: [String: String]]
    /// Every key some built-in locale defines.
    public let keys: Set<String>
    /// The locales that have a text for every key of ``keys`` (all the built-in ones): each
    /// has any key of the catalog, which the translation checks see without looking it up.
    let localesWithEveryKey: Set<String>

    /// Creates a catalog from texts already in memory.
    public init(locales: [String: [String: String]]) {
        self.locales = locales
        let keys = Set(locales.values.flatMap(\.keys))
        self.keys = keys
        localesWithEveryKey = Set(locales.filter { $0.value.count == keys.count }.keys)
    }

    /// The catalog shipped with the module.
    public static let builtIn = LabelCatalog(locales: embeddedLocales)

    /// The built-in keys a component type's states use by default: `<type>.<state>`.
    public func defaultKey(for type: ComponentType, state: RefreshState) -> String? {
        let key = "\(type.rawValue).\(state.rawValue)"
        return keys.contains(key) ? key : nil
    }
}
