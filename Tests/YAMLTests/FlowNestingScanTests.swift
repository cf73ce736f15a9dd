import Testing

@testable import YAML

/// The quick pass that finds flow collections nested past the limit. It first counts every
/// `[` and `{` sixteen bytes at a time, and scans carefully only when there are more than the
/// limit: a bracket the count missed would let a too-deep input through.
@Suite struct FlowNestingScanTests {
    /// `limit + 1` brackets opening one inside another after `padding` spaces: the one that
    /// opens level `limit + 1`, the last, is found, wherever the brackets fall among the
    /// sixteen-byte vectors, the 255-vector rounds (4,080 bytes) and the bytes after them.
    @Test(arguments: [0, 1, 7, 15, 16, 17, 31, 4_070, 4_079, 4_080, 4_081, 8_170, 9_000])
    func theBracketPastTheLimitIsFound(padding: Int) {
        for limit in [0, 3, 16, 40] {
            let text = String(repeating: " ", count: padding) + String(repeating: "[", count: limit + 1) + "x"
            let offset = Array(text.utf8).withUnsafeBufferPointer {
                FlowNestingScan(bytes: $0, limit: limit).firstOffsetTooDeep()
            }
            // Spaces, then brackets at padding … padding + limit: the last opens level limit + 1.
            #expect(offset == padding + limit, "padding \(padding), limit \(limit)")
        }
    }

    /// `{` counts as `[` does; as many brackets as the limit, closed, are not too deep.
    @Test func bracesCountAndTheLimitItselfIsAllowed() {
        let deep = "a: " + String(repeating: "{b: ", count: 21) + "c" + String(repeating: "}", count: 21)
        let allowed = "a: " + String(repeating: "[", count: 20) + "c" + String(repeating: "]", count: 20)
        Array(deep.utf8).withUnsafeBufferPointer { bytes in
            // "a: " is 3 bytes, each "{b: " 4: the 21st brace is at 3 + 20 × 4.
            #expect(FlowNestingScan(bytes: bytes, limit: 20).firstOffsetTooDeep() == 3 + 20 * 4)
        }
        Array(allowed.utf8).withUnsafeBufferPointer { bytes in
            #expect(FlowNestingScan(bytes: bytes, limit: 20).firstOffsetTooDeep() == nil)
        }
    }
}
