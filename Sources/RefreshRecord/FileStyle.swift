import YAML
import YAMLEditing

/// How a spec file writes its steps, so that what record mode adds looks like the file's own:
/// flow mappings (`- expect: {header: {state: idle}}`) where its expectations are written so
/// (and when it has none), block mappings otherwise, and its indentation step.
struct FileStyle {
    /// Whether new expectations are written as flow mappings.
    var flow: Bool
    /// How many spaces a nested block mapping sits deeper than its key.
    var indentStep: Int

    /// The style of `document`: the form most of its `expect` steps take (flow on a tie), and
    /// the indentation of its first nested block mapping (2 when it has none).
    init(document: Document, expectations: [Document.Node], text: YAMLText) {
        var flowCount = 0
        var blockCount = 0
        for case .mapping(let mapping) in expectations {
            if text.isFlow(mapping) { flowCount += 1 } else { blockCount += 1 }
        }
        flow = flowCount >= blockCount
        indentStep = Self.indentStep(of: document.root, text: text) ?? 2
    }

    /// The first difference between a block mapping key's column and its nested block
    /// mapping's, among the top-level keys and the keys of the mappings their lists hold
    /// (`scrollView:` then `frame:`; a component's `labels:`); a bounded look, aliases or not.
    private static func indentStep(of root: Document.Node, text: YAMLText) -> Int? {
        guard case .mapping(let top) = root, !text.isFlow(top) else { return nil }
        var mappings = [top]
        for pair in top.pairs {
            guard case .sequence(let list) = pair.value, !text.isFlow(list) else { continue }
            for case .mapping(let item) in list.items where !text.isFlow(item) { mappings.append(item) }
        }
        for mapping in mappings {
            for pair in mapping.pairs {
                guard case .mapping(let inner) = pair.value, !text.isFlow(inner), let first = inner.pairs.first else { continue }
                let step = first.key.mark.column - pair.key.mark.column
                if step > 0 { return step }
            }
        }
        return nil
    }
}
