import Diagnostics
import YAML

/// The locales a spec shows its labels in, each where it is first written: the locales of
/// `strings`, the scenarios' `locale`s and `setLocale` steps, and `defaultLocale`.
struct LocaleUses {
    /// Locale ids with the place each is first written, in document order.
    private(set) var locales: [(id: String, mark: Mark)] = []

    init(block: StringsBlock, defaultLocale: String) {
        for locale in block.locales { add(locale.id, at: locale.mark) }
        let root = block.root?.pairs ?? []
        for scenario in Self.items(root.first { $0.key.scalar?.text == "scenarios" }?.value) {
            guard case .mapping(let fields) = scenario else { continue }
            for pair in fields.pairs {
                if pair.key.scalar?.text == "locale", let value = pair.value.scalar { add(value.text, at: value.mark) }
                guard pair.key.scalar?.text == "steps" else { continue }
                for case .mapping(let step) in Self.items(pair.value) {
                    if let first = step.pairs.first, first.key.scalar?.text == "setLocale", let value = first.value.scalar {
                        add(value.text, at: value.mark)
                    }
                }
            }
        }
        let written = root.first { $0.key.scalar?.text == "defaultLocale" }?.value.mark
        add(defaultLocale, at: written ?? block.mapping?.mark ?? .start)
    }

    private mutating func add(_ id: String, at mark: Mark) {
        if !locales.contains(where: { $0.id == id }) { locales.append((id, mark)) }
    }

    private static func items(_ node: Node?) -> [Node] {
        guard case .sequence(let sequence) = node else { return [] }
        return sequence.items
    }
}
