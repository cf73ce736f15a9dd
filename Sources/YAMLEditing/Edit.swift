/// A replacement of a byte range of a file by a text (an insertion when the range is empty).
package struct Edit: Sendable, Equatable {
    /// The byte offsets replaced; empty for an insertion.
    package var range: Range<Int>
    /// The text put there, as UTF-8.
    package var text: String

    /// An edit replacing `range` by `text`.
    package init(range: Range<Int>, text: String) {
        self.range = range
        self.text = text
    }

    /// `bytes` with every edit applied; ranges must not overlap. Insertions at the same place
    /// land in the order given.
    package static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
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
