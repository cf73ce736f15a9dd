import Diagnostics
import YAML

extension Document.Mapping {
    /// What `body` makes of the value of the first pair whose key is `key`.
    func read<Result>(_ key: some TableKey, _ body: (Document.Node) -> Result?) -> Result? {
        for index in pairs.indices {
            if case .scalar(let written) = pairs.key(at: index), written.isText(key.name) { return body(pairs.value(at: index)) }
        }
        return nil
    }
}

extension Document.Node {
    /// Where the value of a mapping's key starts; nil when the node is not a mapping or lacks the key.
    func valueMark(forKey key: some TableKey) -> Mark? {
        guard case .mapping(let mapping) = self else { return nil }
        return mapping.read(key) { $0.mark }
    }
}
