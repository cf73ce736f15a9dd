import RefreshSpec

/// Where a JSON text first breaks JSON's grammar (RFC 8259) or repeats a key of one object, and
/// where the value at a path of keys starts: a String Catalog's problem is then reported at its
/// line and column (`JSONSerialization` only says "around character 178", and silently keeps the
/// last of two equal keys). Keys are compared as written between their quotes. Nesting deeper
/// than ``maximumDepth`` is a problem too, so that no input can exhaust the stack.
struct JSONSyntaxCheck {
    /// A place in the text that breaks the grammar, or a key written twice.
    struct Problem: Error, Equatable {
        /// The byte offset of the problem (the second key of two).
        var offset: Int
        /// What is wrong, for "not a String Catalog: …".
        var message: String
        /// For a repeated key: the offset of its first occurrence.
        var firstOffset: Int?
    }

    /// The deepest nesting of objects and arrays read.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    /// The keys leading to the value whose offset is wanted, and that offset once found.
    private let path: [String]
    private var found: Int?

    private init(_ bytes: [UInt8], path: [String]) {
        self.bytes = bytes
        self.path = path
        // A UTF-8 byte order mark, which JSONSerialization skips, is skipped too.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The first problem of a JSON text, or nil when it is well-formed with no repeated key.
    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        var check = JSONSyntaxCheck(bytes, path: [])
        do throws(Problem) {
            try check.document()
            return nil
        } catch {
            return error
        }
    }

    /// The offset where the value at `path` (object keys from the top) starts, in a text
    /// without problems before it.
    static func offset(ofValueAt path: [String], in bytes: [UInt8]) -> Int? {
        var check = JSONSyntaxCheck(bytes, path: path)
        try? check.document()
        return check.found
    }

    private mutating func document() throws(Problem) {
        try value(depth: 0, onPath: true)
        skipBlanks()
        guard index == bytes.count else { throw problem("unexpected text after the end of the JSON value") }
    }

    private mutating func value(depth: Int, onPath: Bool) throws(Problem) {
        skipBlanks()
        if onPath, depth == path.count, found == nil { found = index }
        guard index < bytes.count else { throw problem("expected a value, found the end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try object(depth: depth + 1, onPath: onPath)
        case UInt8(ascii: "["): try array(depth: depth + 1)
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"): try word("true")
        case UInt8(ascii: "f"): try word("false")
        case UInt8(ascii: "n"): try word("null")
        default: throw problem("expected a value (an object, array, string, number, true, false or null)")
        }
    }

    private mutating func object(depth: Int, onPath: Bool) throws(Problem) {
        guard try !opensEmpty(UInt8(ascii: "}"), depth: depth) else { return }
        var keys: [ArraySlice<UInt8>: Int] = [:]
        repeat {
            skipBlanks()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw problem("expected a key in double quotes")
            }
            let keyStart = index
            let key = try string()
            if let first = keys[key] {
                throw Problem(
                    offset: keyStart, message: "the key \(String(decoding: key, as: UTF8.self)) is written twice in one object",
                    firstOffset: first)
            }
            keys[key] = keyStart
            skipBlanks()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw problem("expected ':' after the key") }
            index += 1
            let leadsOn =
                onPath && depth <= path.count && String(decoding: key.dropFirst().dropLast(), as: UTF8.self) == path[depth - 1]
            try value(depth: depth, onPath: leadsOn)
        } while try !closes(UInt8(ascii: "}"))
    }

    private mutating func array(depth: Int) throws(Problem) {
        guard try !opensEmpty(UInt8(ascii: "]"), depth: depth) else { return }
        repeat {
            try value(depth: depth, onPath: false)
        } while try !closes(UInt8(ascii: "]"))
    }

    /// Steps over an object's or array's opening bracket (nesting it `depth` levels deep);
    /// true when the `closing` bracket follows at once, which is stepped over too.
    private mutating func opensEmpty(_ closing: UInt8, depth: Int) throws(Problem) -> Bool {
        guard depth <= Self.maximumDepth else { throw problem("objects and arrays nest deeper than \(Self.maximumDepth) levels") }
        index += 1
        skipBlanks()
        guard index < bytes.count, bytes[index] == closing else { return false }
        index += 1
        return true
    }

    /// After a member or an element: true at the `closing` bracket, false at a comma (either is
    /// stepped over).
    private mutating func closes(_ closing: UInt8) throws(Problem) -> Bool {
        skipBlanks()
        let expected = "expected ',' or '\(Character(Unicode.Scalar(closing)))' after the value"
        guard index < bytes.count else { throw problem(expected + ", found the end of the file") }
        if bytes[index] == closing {
            index += 1
            return true
        }
        guard bytes[index] == UInt8(ascii: ",") else { throw problem(expected) }
        index += 1
        return false
    }

    /// A string, its quotes included, as written.
    private mutating func string() throws(Problem) -> ArraySlice<UInt8> {
        let start = index
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return bytes[start..<index]
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                if bytes[index] == UInt8(ascii: "u") {
                    let digits = bytes[(index + 1)..<min(index + 5, bytes.count)]
                    guard digits.count == 4, digits.allSatisfy(Self.isHexDigit) else {
                        throw problem("expected four hexadecimal digits after \\u")
                    }
                    index += 5
                } else {
                    guard "\"\\/bfnrt".utf8.contains(bytes[index]) else { throw problem("an unknown escape in a string") }
                    index += 1
                }
            case 0x00..<0x20: throw problem("a control character in a string must be escaped")
            default: index += 1
            }
        }
        index = start
        throw problem("a string is not closed")
    }

    private mutating func number() throws(Problem) {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, Self.isDigit(bytes[index]) else { throw problem("a malformed number", at: start) }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else { throw problem("a malformed number", at: start) }
            skipDigits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, Self.isDigit(bytes[index]) else { throw problem("a malformed number", at: start) }
            skipDigits()
        }
    }

    private mutating func word(_ word: String) throws(Problem) {
        guard bytes[index...].starts(with: word.utf8) else { throw problem("expected a value (did you mean \(word)?)") }
        index += word.utf8.count
    }

    private mutating func skipDigits() {
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
    }

    private mutating func skipBlanks() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private func problem(_ message: String, at offset: Int? = nil) -> Problem {
        Problem(offset: offset ?? index, message: message)
    }
}
