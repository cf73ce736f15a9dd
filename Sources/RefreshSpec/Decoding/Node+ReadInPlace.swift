import Diagnostics
import YAML

extension Node.Mapping {
    /// What `body` makes of the value of the first pair whose key is the scalar `name`, as
    /// `value(forKey:)` finds it. The value is passed in place, never copied out as an optional
    /// node, whose copy and destroy go through the runtime.
    func read<Result>(_ name: String, _ body: (Node) -> Result?) -> Result? {
        let length = name.utf8.count
        for index in pairs.indices {
            if case .scalar(let key) = pairs[index].key, key.text.utf8.count == length, key.text == name {
                return body(pairs[index].value)
            }
        }
        return nil
    }
}

extension Node {
    /// Where the value of a mapping's key starts; nil when the node is not a mapping or lacks the key.
    func valueMark(forKey name: String) -> Mark? {
        guard case .mapping(let mapping) = self else { return nil }
        return mapping.read(name) { $0.mark }
    }
}
