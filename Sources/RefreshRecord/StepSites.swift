import Diagnostics
import YAML
import YAMLEditing

/// Where each step of a spec's scenarios is written in its document, found by the marks the
/// model keeps (a step's key or bare word), and whether an alias shares it with another place.
struct StepSites {
    /// One step as written.
    struct Site {
        /// The sequence item: a bare word, or a mapping of the step's one key.
        var item: Document.Node
        /// The `steps` sequence holding it.
        var steps: Document.Sequence
        /// Whether the item, or a node holding it, is one an alias repeats.
        var isShared: Bool

        /// The value of an `expect` step, nil for other steps.
        var expectation: Document.Node? {
            guard case .mapping(let mapping) = item, mapping.pairs.count == 1 else { return nil }
            return mapping.pairs.value(at: 0)
        }
    }

    /// One field of an `expect` step (or a subject named with no fields) as written.
    struct Field {
        /// The key.
        var key: Document.Scalar
        /// Its value.
        var value: Document.Node
        /// Whether the pair sits in a flow mapping, `{ ... }`.
        var inFlow: Bool
        /// Whether an alias shares the value with another place.
        var isShared: Bool
    }

    private var sites: [Mark: Site] = [:]
    /// The nodes an alias repeats (``YAML/Document/repeatedNodes()``).
    let repeated: Set<Int32>
    let text: YAMLText

    /// The steps of every scenario of `document`, whose bytes `text` reads.
    init(document: Document, text: YAMLText) {
        self.text = text
        repeated = document.repeatedNodes()
        guard case .mapping(let root) = document.root, let scenarios = root.value(forKey: "scenarios"),
            case .sequence(let list) = scenarios
        else { return }
        let listShared = repeated.contains(scenarios.identity)
        for scenario in list.items {
            guard case .mapping(let fields) = scenario, let steps = fields.value(forKey: "steps"),
                case .sequence(let items) = steps
            else { continue }
            let shared = listShared || repeated.contains(scenario.identity) || repeated.contains(steps.identity)
            for item in items.items {
                guard let mark = Self.stepMark(item), sites[mark] == nil else { continue }
                sites[mark] = Site(item: item, steps: items, isShared: shared || repeated.contains(item.identity))
            }
        }
    }

    /// The step whose key or bare word is at `mark`.
    subscript(mark: Mark) -> Site? { sites[mark] }

    /// The fields of an `expect` value by their keys' marks: each subject's fields, and each
    /// subject itself (for one written with no fields).
    func fields(of expectation: Document.Node, shared: Bool) -> [Mark: Field] {
        var found: [Mark: Field] = [:]
        guard case .mapping(let subjects) = expectation else { return found }
        let subjectsShared = shared || repeated.contains(expectation.identity)
        for pair in subjects.pairs {
            guard case .scalar(let key) = pair.key else { continue }
            let valueShared = subjectsShared || repeated.contains(pair.value.identity)
            found[key.mark] = Field(key: key, value: pair.value, inFlow: text.isFlow(subjects), isShared: valueShared)
            guard case .mapping(let fields) = pair.value else { continue }
            for field in fields.pairs {
                guard case .scalar(let name) = field.key else { continue }
                found[name.mark] = Field(
                    key: name, value: field.value, inFlow: text.isFlow(fields),
                    isShared: valueShared || repeated.contains(field.value.identity))
            }
        }
        return found
    }

    /// The mark the model keeps for a step: a bare word's, or its one key's.
    private static func stepMark(_ item: Document.Node) -> Mark? {
        switch item {
        case .scalar(let word): word.mark
        case .mapping(let mapping): mapping.pairs.first.map(\.key.mark)
        case .sequence: nil
        }
    }
}
