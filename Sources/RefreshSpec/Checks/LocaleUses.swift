import Diagnostics
import YAML

/// The locales a spec shows its labels in, each where it is first written: the locales of
/// `strings`, the scenarios' `locale`s and `setLocale` steps, and `defaultLocale`.
package struct LocaleUses {
    /// Locale ids with the place each is first written, in document order.
    package private(set) var locales: [(id: String, mark: Mark)] = []
    /// The locales shown other than as a block of `strings` (scenario locales, `setLocale`
    /// steps, `defaultLocale`), each where it is first written so, in document order.
    private(set) var shown: [(id: String, mark: Mark)] = []
    /// The ids of ``locales`` and of ``shown``, so that each is added once.
    private var listed = IDsListed()
    private var listedShown = IDsListed()

    /// The locales of a spec's `strings` block (its document read for the scenarios) and its default locale.
    package init(block: StringsBlock, defaultLocale: String) {
        // Room for the locales of `strings`, a few of the scenarios' and the default one.
        locales.reserveCapacity(block.locales.count + 4)
        for index in block.locales.indices { add(block.locales[index].id, at: block.locales[index].mark) }
        let scenarios = block.root?.read(SpecKey.scenarios) { node -> Document.Sequence? in
            if case .sequence(let scenarios) = node { scenarios } else { nil }
        }
        if let scenarios {
            let items = scenarios.items
            for index in items.indices { addLocales(of: items[index]) }
        }
        let written = block.root?.read(SpecKey.defaultLocale) { $0.mark }
        add(defaultLocale, at: written ?? block.mapping?.mark ?? .start, shown: true)
    }

    /// A scenario's `locale` and the locale of each of its `setLocale` steps. Keys are compared
    /// as bytes, without making strings of them.
    private mutating func addLocales(of scenario: Document.Node) {
        guard case .mapping(let scenario) = scenario else { return }
        for index in scenario.pairs.indices {
            guard case .scalar(let key) = scenario.pairs.key(at: index) else { continue }
            if key.isText(ScenarioKey.locale.name) {
                if case .scalar(let value) = scenario.pairs.value(at: index) { add(value.text, at: value.mark, shown: true) }
            } else if key.isText(ScenarioKey.steps.name) {
                guard case .sequence(let steps) = scenario.pairs.value(at: index) else { continue }
                let items = steps.items
                for step in items.indices { addSetLocale(of: items[step]) }
            }
        }
    }

    /// The locale of a `setLocale` step: a mapping whose first key is `setLocale`.
    private mutating func addSetLocale(of step: Document.Node) {
        guard case .mapping(let step) = step, !step.pairs.isEmpty else { return }
        let first = step.pairs[0]
        guard case .scalar(let key) = first.key, key.isText(StepKind.setLocale.name), case .scalar(let value) = first.value else {
            return
        }
        add(value.text, at: value.mark, shown: true)
    }

    private mutating func add(_ id: String, at mark: Mark, shown isShown: Bool = false) {
        if listed.insert(id, in: locales) { locales.append((id, mark)) }
        if isShown, listedShown.insert(id, in: shown) { shown.append((id, mark)) }
    }
}

extension LocaleUses {
    /// Whether an id is in a list already: the few locales of a usual spec are compared one by
    /// one, with nothing hashed; past ``maxCompared`` they are hashed into a set, so that a spec
    /// of many locales is still read in time linear in their number.
    struct IDsListed {
        /// The most ids compared one by one.
        static let maxCompared = 8
        /// The ids of a list longer than ``maxCompared``, once it grew past it.
        private var set: Set<String>?

        /// Adds `id` to the ids of `list` (every id added so far, in order); false when it is
        /// one of them already.
        mutating func insert(_ id: String, in list: [(id: String, mark: Mark)]) -> Bool {
            if set == nil, list.count < Self.maxCompared {
                return !list.contains { $0.id == id }
            }
            if set == nil { set = Set(list.lazy.map(\.id)) }
            return set?.insert(id).inserted ?? true
        }
    }
}
