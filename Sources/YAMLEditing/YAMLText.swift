import Diagnostics
import YAML

/// A YAML document's bytes with the byte positions the in-place editor needs: where a mark
/// is, where a scalar written there ends, where a line ends.
package struct YAMLText {
    package let bytes: [UInt8]
    private let lineStarts: [Int]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for index in bytes.indices where Self.endsALine(bytes, at: index) { starts.append(index + 1) }
        lineStarts = starts
    }

    /// Whether the byte at `index` is the last of a line break: `\n`, or a `\r` not followed
    /// by `\n` (YAML reads a lone `\r` as a line break, so libyaml's marks count it as one).
    package static func endsALine(_ bytes: [UInt8], at index: Int) -> Bool {
        bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
    }

    /// The line break the file uses: `\r\n` when its first line ends so, else `\n`.
    package var newline: String {
        guard let first = bytes.firstIndex(of: 0x0A), first > 0, bytes[first - 1] == 0x0D else { return "\n" }
        return "\r\n"
    }

    /// The byte offset of a mark (columns count scalars, so UTF-8 continuation bytes are skipped).
    package func offset(of mark: Mark) -> Int {
        guard mark.line - 1 < lineStarts.count else { return bytes.count }
        var offset = lineStarts[max(mark.line - 1, 0)]
        var column = 1
        while column < mark.column, offset < bytes.count {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset
    }

    /// The offset of the end of the line holding `offset` (its `\r\n`, `\n`, lone `\r` or the
    /// end of the file).
    package func lineEnd(after offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return end
    }

    /// The comment on the header line of a block scalar starting at `start` (`|-   # note`
    /// gives `   # note`): the blanks before it and the comment, up to the line's end; nil when
    /// the header has none.
    package func blockHeaderComment(from start: Int) -> String? {
        var index = start + 1
        // The chomping and indentation indicators: `-`, `+` and a digit, in either order.
        while index < bytes.count,
            bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
                || (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[index])
        {
            index += 1
        }
        let blanksStart = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index > blanksStart, index < bytes.count, bytes[index] == UInt8(ascii: "#") else { return nil }
        return String(decoding: bytes[blanksStart..<lineEnd(after: index)], as: UTF8.self)
    }

    /// The number of spaces a line starts with, or nil for a blank or comment-only line.
    package func indentation(ofLineAt start: Int) -> Int? {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        guard index < bytes.count, ![0x0A, 0x0D, UInt8(ascii: "#")].contains(bytes[index]) else { return nil }
        return index - start
    }

    /// The start of the comment-only lines right above the line starting at `lineStart` (no
    /// blank line between), or `lineStart` when there are none.
    package func startOfCommentsAbove(lineAt lineStart: Int) -> Int {
        var start = lineStart
        while start > 0 {
            var previous = start - 1
            while previous > 0, !Self.endsALine(bytes, at: previous - 1) { previous -= 1 }
            let first = bytes[previous..<start].firstIndex { $0 != 0x20 && $0 != 0x09 }
            guard let first, bytes[first] == UInt8(ascii: "#") else { break }
            start = previous
        }
        return start
    }

    /// The start of the line after the one holding `offset`, or nil at the last line.
    package func nextLineStart(after offset: Int) -> Int? {
        guard let newline = bytes.indices[offset...].first(where: { Self.endsALine(bytes, at: $0) }),
            newline + 1 < bytes.count
        else { return nil }
        return newline + 1
    }

    /// Where a scalar starting at `start` ends (exclusive). `indent` is the column of its key
    /// minus one in a block mapping; `flow` tells whether it sits inside `{ }`.
    package func scalarEnd(_ scalar: Document.Scalar, from start: Int, indent: Int, flow: Bool) -> Int {
        switch scalar.style {
        case .doubleQuoted: quotedEnd(from: start, quote: UInt8(ascii: "\""), escapes: true)
        case .singleQuoted: quotedEnd(from: start, quote: UInt8(ascii: "'"), escapes: false)
        case .literal, .folded: blockEnd(from: start, indent: indent, continuesOnComments: true)
        case .plain where flow: plainFlowEnd(from: start)
        case .plain: blockEnd(from: start, indent: indent, continuesOnComments: false)
        }
    }

    private func quotedEnd(from start: Int, quote: UInt8, escapes: Bool) -> Int {
        var index = start + 1
        while index < bytes.count {
            if escapes, bytes[index] == UInt8(ascii: "\\") {
                index += 2
            } else if bytes[index] == quote {
                guard !escapes, index + 1 < bytes.count, bytes[index + 1] == quote else { return index + 1 }
                index += 2
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// A plain scalar's first line up to a comment, then each following line indented more
    /// than `indent` (blank lines between them included); a block scalar's lines likewise,
    /// where `#` lines are text.
    private func blockEnd(from start: Int, indent: Int, continuesOnComments: Bool) -> Int {
        var end = contentEnd(from: start, stripsComment: !continuesOnComments)
        var lineStart = nextLineStart(after: start)
        while let current = lineStart {
            let blank = isBlank(lineAt: current)
            if !blank {
                let spaces = bytes[current...].prefix { $0 == 0x20 }.count
                let isComment = bytes.count > current + spaces && bytes[current + spaces] == UInt8(ascii: "#")
                guard spaces > indent, continuesOnComments || !isComment else { break }
                end = contentEnd(from: current, stripsComment: !continuesOnComments)
            }
            lineStart = nextLineStart(after: current)
        }
        return end
    }

    private func plainFlowEnd(from start: Int) -> Int {
        var index = start
        let stops: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x0A, 0x0D]
        let separators: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")]
        while index < bytes.count, !stops.contains(bytes[index]) {
            if bytes[index] == UInt8(ascii: "#"), index > start, [0x20, 0x09].contains(bytes[index - 1]) { break }
            // A key's `:` ends it: one followed by a blank, a line break or a flow indicator.
            if bytes[index] == UInt8(ascii: ":"), index + 1 >= bytes.count || separators.contains(bytes[index + 1]) { break }
            index += 1
        }
        while index > start, [0x20, 0x09].contains(bytes[index - 1]) { index -= 1 }
        return index
    }

    /// The end of a line's text: before its line break, or before ` #` when `stripsComment`,
    /// trailing blanks removed.
    private func contentEnd(from start: Int, stripsComment: Bool) -> Int {
        var end = lineEnd(after: start)
        if stripsComment, let hash = commentStart(from: start, to: end) { end = hash }
        while end > start, [0x20, 0x09].contains(bytes[end - 1]) { end -= 1 }
        return end
    }

    private func commentStart(from start: Int, to end: Int) -> Int? {
        var index = start + 1
        while index < end {
            if bytes[index] == UInt8(ascii: "#"), [0x20, 0x09].contains(bytes[index - 1]) { return index }
            index += 1
        }
        return nil
    }

    private func isBlank(lineAt start: Int) -> Bool {
        bytes[start...].prefix { $0 != 0x0A && $0 != 0x0D }.allSatisfy { [0x20, 0x09].contains($0) }
    }
}
