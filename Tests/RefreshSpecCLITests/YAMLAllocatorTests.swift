import CYamlAllocator
import Dispatch
import Testing
import YAML

/// libyaml's allocation functions as the executable (and this test binary) replaces them
/// (`Sources/CYamlAllocator`): libyaml really calls them, and they keep its bytes.
@Suite struct YAMLAllocatorTests {
    static func parse(_ text: String) throws -> Document? {
        try Document.parse(Source(path: "t.yaml", bytes: Array(text.utf8)))
    }

    /// Where the replacement is built (Linux, no AddressSanitizer), libyaml's allocations reach
    /// it: parsing counts some on this thread. Elsewhere libyaml keeps malloc, and none are counted.
    @Test func libyamlAllocatesThroughTheReplacement() throws {
        let before = refreshspec_yaml_allocator_count()
        _ = try Self.parse("a: [1, 2, {b: &x c}]\nd: *x\n")
        let counted = refreshspec_yaml_allocator_count() > before
        #expect(counted == (refreshspec_yaml_allocator_is_built() == 1))
        #if !os(Linux)
            #expect(refreshspec_yaml_allocator_is_built() == 0)
        #endif
    }

    /// A block grown through every small size class into a large one and shrunk back keeps
    /// its bytes, as libyaml's string buffers do when a scalar grows.
    @Test func reallocKeepsTheBytesThroughEverySize() throws {
        var size = 10
        var block = try #require(yaml_malloc(size))
        fill(block, count: size)
        for grown in [16, 17, 100, 512, 1024, 1025, 4096, 100_000, 1000, 24, 8] {
            block = try #require(yaml_realloc(block, grown))
            let kept = min(size, grown)
            #expect(holdsPattern(block, count: kept), "after realloc from \(size) to \(grown) bytes")
            fill(block, count: grown)
            size = grown
        }
        yaml_free(block)
        yaml_free(nil)
    }

    /// A freed small block is the next one handed out for a size of its class, and not for
    /// another class: the free lists are per class and last in, first out. Where the
    /// replacement is not built, the calls are libyaml's own and count nothing.
    @Test func freedBlocksAreReusedWithinTheirSizeClass() throws {
        let before = refreshspec_yaml_allocator_count()
        let first = try #require(yaml_malloc(40))
        yaml_free(first)
        let other = try #require(yaml_malloc(100))
        let same = try #require(yaml_malloc(33))  // 33 and 40 bytes are both the 48-byte class
        if refreshspec_yaml_allocator_is_built() == 1 {
            #expect(same == first)
            #expect(other != first)
            #expect(refreshspec_yaml_allocator_count() == before + 3)
        } else {
            #expect(refreshspec_yaml_allocator_count() == before)
        }
        yaml_free(same)
        yaml_free(other)
    }

    @Test func strdupCopiesTheText() throws {
        let text = Array("refresh ✓".utf8) + [0]
        let copy = try #require(text.withUnsafeBufferPointer { yaml_strdup($0.baseAddress) })
        #expect(String(cString: copy) == "refresh ✓")
        yaml_free(copy)
        #expect(yaml_strdup(nil) == nil)
    }

    /// Parsers on many threads at once, each with scalars that grow past the small blocks:
    /// every thread reads back its own text.
    @Test func parsersOnManyThreadsKeepTheirOwnText() {
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<25 {
                let long = String(repeating: "\(thread)-\(round) ", count: 400)
                let document = try? Self.parse("key: \(long)\nlist: [\(thread), \(round)]\n")
                defer { withExtendedLifetime(document) {} }
                guard case .mapping(let mapping)? = document?.root, case .scalar(let scalar)? = mapping.pairs.first?.value
                else {
                    Issue.record("thread \(thread), round \(round): no mapping with a scalar")
                    return
                }
                #expect(scalar.text == long.trimmingTrailingSpace)
            }
        }
    }

    /// The byte written at each offset of a block: not the same at neighbouring offsets.
    private func patternByte(_ offset: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: offset &* 31 &+ 7)
    }

    private func fill(_ block: UnsafeMutableRawPointer, count: Int) {
        for offset in 0..<count { block.storeBytes(of: patternByte(offset), toByteOffset: offset, as: UInt8.self) }
    }

    private func holdsPattern(_ block: UnsafeMutableRawPointer, count: Int) -> Bool {
        (0..<count).allSatisfy { block.load(fromByteOffset: $0, as: UInt8.self) == patternByte($0) }
    }
}

extension String {
    /// The string without its trailing spaces, as a plain YAML scalar reads it.
    fileprivate var trimmingTrailingSpace: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
