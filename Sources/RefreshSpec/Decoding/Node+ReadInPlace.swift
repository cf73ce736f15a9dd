import Diagnostics
import YAML

extension Document.Mapping {
    /// What `body` makes of the value of the first pair whose key is the scalar `name` (an ASCII
    /// key name, compared byte for byte).
    func read<Result>(_ name: StaticString, _ body: (Document.Node) -> Result?) -> Result? {
        for index in pairs.indices {
            if case .scalar(let key) = pairs.key(at: index), key.isText(name) {
                return body(pairs.value(at: index))
            }
        }
        return nil
    }
}

extension Document.Node {
    /// Where the value of a mapping's key starts; nil when the node is not a mapping or lacks the key.
    func valueMark(forKey name: StaticString) -> Mark? {
        guard case .mapping(let mapping) = self else { return nil }
        return mapping.read(name) { $0.mark }
    }
}
