import Diagnostics
import YAML

extension YAMLText {
    /// Where a node's own text starts: its mark, past an anchor (`&name`) or a tag (`!tag`)
    /// written before it and the blanks or line break after them.
    package func contentStart(of mark: Mark) -> Int {
        var index = offset(of: mark)
        while index < bytes.count, bytes[index] == UInt8(ascii: "&") || bytes[index] == UInt8(ascii: "!") {
            while index < bytes.count, ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        return index
    }

    /// Whether a node is written with an anchor or a tag before it.
    package func hasProperties(at mark: Mark) -> Bool {
        contentStart(of: mark) != offset(of: mark)
    }

    /// Whether a mapping is written in flow style, `{ ... }`.
    package func isFlow(_ mapping: Document.Mapping) -> Bool {
        byte(at: contentStart(of: mapping.mark)) == UInt8(ascii: "{")
    }

    /// Whether a sequence is written in flow style, `[ ... ]`.
    package func isFlow(_ sequence: Document.Sequence) -> Bool {
        byte(at: contentStart(of: sequence.mark)) == UInt8(ascii: "[")
    }

    /// Where a node's text ends (exclusive): a scalar's last character, just after a flow
    /// collection's closing bracket, or where a block collection's last entry ends. `indent` is
    /// the column of the key or `-` that holds the node, minus one; `flow` tells whether the node
    /// sits inside a flow collection.
    package func end(of node: Document.Node, indent: Int, flow: Bool) -> Int {
        switch node {
        case .scalar(let scalar):
            return scalarEnd(scalar, from: contentStart(of: scalar.mark), indent: indent, flow: flow)
        case .mapping(let mapping):
            if isFlow(mapping) { return closingBracket(from: contentStart(of: mapping.mark)) }
            guard let last = mapping.pairs.last else { return contentStart(of: mapping.mark) }
            return end(of: last.value, indent: last.key.mark.column - 1, flow: false)
        case .sequence(let sequence):
            if isFlow(sequence) { return closingBracket(from: contentStart(of: sequence.mark)) }
            guard let last = sequence.items.last else { return contentStart(of: sequence.mark) }
            return end(of: last, indent: sequence.mark.column - 1, flow: false)
        }
    }

    /// The offset just after the bracket that closes the one at `open` (`{` or `[`), skipping
    /// quoted texts, comments and nested brackets; the end of the text when none does.
    package func closingBracket(from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index + 1 }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = bytes[index]
                index += 1
                while index < bytes.count, bytes[index] != quote {
                    index += quote == UInt8(ascii: "\"") && bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "#") where index > 0 && [0x20, 0x09, 0x0A].contains(bytes[index - 1]):
                index = lineEnd(after: index) - 1
            default: break
            }
            index += 1
        }
        return bytes.count
    }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }
}
