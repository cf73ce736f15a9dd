import Diagnostics
import RefreshSpec
import YAML

/// The places of a spec the editor features point at, read once from its YAML document (which
/// parses even when the spec has errors): components, scenarios, label keys and the `strings`
/// entries they name, and every use of a component id in the scenarios.
struct SpecOutline {
    /// A component's item in `components`.
    struct Component {
        var id: String
        var type: String?
        /// Where its `id` value is written.
        var idMark: Mark
        /// Where the item starts, and where what follows it starts (nil at the end).
        var start: Mark
        var end: Mark?
    }

    /// A scenario's item in `scenarios`.
    struct Scenario {
        var name: String
        var nameMark: Mark
        var start: Mark
        var end: Mark?
    }

    /// A word written somewhere: a label key in `labels`, or a component id in a step.
    struct Use {
        var word: String
        var mark: Mark
    }

    private(set) var components: [Component] = []
    private(set) var scenarios: [Scenario] = []
    /// The keys `labels` name, where each is written.
    private(set) var labelKeyUses: [Use] = []
    /// The component ids steps and `expect` name, where each is written.
    private(set) var componentUses: [Use] = []

    /// The outline of a document; empty when there is none.
    init(document: Document?) {
        guard let document else { return }
        withExtendedLifetime(document) {
            let root = document.root
            if case .sequence(let items) = root.value(forKey: "components") {
                for item in items.items { readComponent(item, in: document) }
            }
            if case .sequence(let items) = root.value(forKey: "scenarios") {
                for item in items.items { readScenario(item, in: document) }
            }
        }
    }

    private mutating func readComponent(_ item: Document.Node, in document: Document) {
        guard let id = item.value(forKey: "id")?.scalar else { return }
        components.append(
            Component(
                id: id.text, type: item.value(forKey: "type")?.scalar?.text, idMark: id.mark, start: item.mark,
                end: document.mark(following: item)))
        guard case .mapping(let labels) = item.value(forKey: "labels") else { return }
        for pair in labels.pairs {
            // A scalar names a key; a mapping (`{text: …}`) is a literal text.
            if let key = pair.value.scalar { labelKeyUses.append(Use(word: key.text, mark: key.mark)) }
        }
    }

    private mutating func readScenario(_ item: Document.Node, in document: Document) {
        let name = item.value(forKey: "name")?.scalar
        scenarios.append(
            Scenario(
                name: name?.text ?? "scenario \(scenarios.count + 1)", nameMark: name?.mark ?? item.mark, start: item.mark,
                end: document.mark(following: item)))
        guard case .sequence(let steps) = item.value(forKey: "steps") else { return }
        for step in steps.items { readStep(step) }
    }

    /// A step names components as its argument (`beginRefreshing: header`), in its argument's
    /// `component` (`drag: {component: …}`), or as `expect`'s keys.
    private mutating func readStep(_ step: Document.Node) {
        guard case .mapping(let mapping) = step, let pair = mapping.pairs.first else { return }
        let ids = Set(components.map(\.id))
        if pair.keyText == "expect", case .mapping(let expectations) = pair.value {
            for expectation in expectations.pairs {
                if let key = expectation.key.scalar, ids.contains(key.text) {
                    componentUses.append(Use(word: key.text, mark: key.mark))
                }
            }
        } else if let argument = pair.value.scalar, ids.contains(argument.text) {
            componentUses.append(Use(word: argument.text, mark: argument.mark))
        } else if case .mapping(let argument) = pair.value {
            for field in argument.pairs {
                if let value = field.value.scalar, ids.contains(value.text) {
                    componentUses.append(Use(word: value.text, mark: value.mark))
                }
            }
        }
    }

    /// The component with an id.
    func component(_ id: String) -> Component? {
        components.first { $0.id == id }
    }
}
