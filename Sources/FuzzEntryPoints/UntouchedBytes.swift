import RefreshSpec
import YAML

/// The bytes an import must keep: with a `strings` key in a block root mapping, every line
/// before that key and every line from the next root key on; without a `strings` block, every
/// byte (the edit only inserts).
struct UntouchedBytes {
    let original: LoadResult
    let edited: [UInt8]

    func check() {
        let bytes = original.source.bytes
        // UTF-16 specs are edited on their UTF-8 form; the byte check is for UTF-8 files.
        guard !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]), let root = original.strings.root else {
            return
        }
        guard let index = root.pairs.firstIndex(where: { $0.key.scalar?.text == "strings" }) else {
            let kept = commonPrefix(bytes, edited) + commonPrefix(bytes.reversed(), edited.reversed())
            FuzzEntryPoints.check(kept >= bytes.count, "an import into a spec without strings only inserts")
            return
        }
        // A flow root mapping starts at its `{`, a block one at its first key.
        guard root.mark == root.pairs[0].key.mark else { return }
        let starts = Source(path: "", bytes: bytes).lineIndex().starts
        let keyLine = root.pairs[index].key.mark.line
        guard keyLine <= starts.count else { return }
        let prefix = bytes[..<starts[keyLine - 1]]
        FuzzEntryPoints.check(edited.starts(with: prefix), "the lines before strings are kept")
        guard index + 1 < root.pairs.count else { return }
        let nextLine = root.pairs[index + 1].key.mark.line
        guard nextLine <= starts.count else { return }
        let suffix = bytes[starts[nextLine - 1]...]
        FuzzEntryPoints.check(edited.count >= suffix.count + prefix.count, "the edit keeps the lines around strings")
        FuzzEntryPoints.check(edited.reversed().starts(with: suffix.reversed()), "the lines from the key after strings are kept")
    }

    /// How many leading elements two sequences share.
    private func commonPrefix<S: Sequence<UInt8>>(_ first: S, _ second: S) -> Int {
        zip(first, second).prefix { $0 == $1 }.count
    }
}
