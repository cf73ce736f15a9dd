extension Document {
    /// The nodes an alias repeats: each is a child of collections more than once (an alias is
    /// its anchored node again). A node below one of them is shared too, reached through each
    /// place the alias stands; ``Node/identity`` tells them apart. Every collection's children
    /// are looked at once, so the cost is the document's size, not the size aliases expand to.
    package func repeatedNodes() -> Set<Int32> {
        var seen: Set<Int32> = [rootIndex]
        var repeated: Set<Int32> = []
        var pending = [rootIndex]
        while let index = pending.popLast() {
            let record = storage.records[Int(index)]
            guard record.kind != .scalar else { continue }
            for offset in 0..<Int(record.count) {
                let child = storage.child(offset, of: index)
                if seen.insert(child).inserted {
                    pending.append(child)
                } else {
                    repeated.insert(child)
                }
            }
        }
        return repeated
    }
}

extension Document.Node {
    /// The node's place in its document: the same for every handle to one node, an alias's
    /// included (see ``Document/repeatedNodes()``).
    package var identity: Int32 {
        switch self {
        case .scalar(let scalar): scalar.index
        case .sequence(let sequence): sequence.index
        case .mapping(let mapping): mapping.index
        }
    }
}
