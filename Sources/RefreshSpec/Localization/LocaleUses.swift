import Diagnostics
import YAML

/// The locales a spec shows its labels in, each where it is first written: the locales of
/// `strings`, the scenarios' `locale`s and `setLocale` steps, and `defaultLocale`.
struct LocaleUses {
    /// Locale ids with the place each is first written, in document order.
    private(set) var locales: [(id: String, mark: Mark)] = []

    init(block: StringsBlock, defaultLocale: String) {
        for locale in block.locales { add(locale.id, at: locale.mark) }
        for case .mapping(let scenario) in block.root?.value(forKey: "scenarios")?.items ?? [] {
            for pair in scenario.pairs {
                if pair.keyText == "locale", let value = pair.value.scalar { add(value.text, at: value.mark) }
                guard pair.keyText == "steps" else { continue }
                for case .mapping(let step) in pair.value.items {
                    if let first = step.pairs.first, first.keyText == "setLocale", let value = first.value.scalar {
                        add(value.text, at: value.mark)
                    }
                }
            }
        }
        let written = block.root?.value(forKey: "defaultLocale")?.mark
        add(defaultLocale, at: written ?? block.mapping?.mark ?? .start)
    }

    private mutating func add(_ id: String, at mark: Mark) {
        if !locales.contains(where: { $0.id == id }) { locales.append((id, mark)) }
    }
}
