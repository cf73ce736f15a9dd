/// A replacement of a byte range of a file by a text (an insertion when the range is empty).
struct Edit {
    /// The byte offsets replaced; empty for an insertion.
    var range: Range<Int>
    /// The text put there, as UTF-8.
    var text: String

    /// `bytes` with every edit applied; ranges must not overlap. Insertions at the same place
    /// land in the order given.
    static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset)
        }
        for edit in ordered.map(\.element) {
            result.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return result
    }
}
