import Diagnostics
import RefreshCore

/// A small, bounded reader of the XML that XLIFF files are written in: elements, attributes,
/// text, the five predefined entities and numeric character references, CDATA sections,
/// comments, processing instructions and the XML declaration. A DOCTYPE is refused (it could
/// declare entities that expand without bound, or fetch files), so no entity but the five is
/// known. Lines end in LF (CRLF and CR read as LF, XML 1.0 §2.11); attribute values have their
/// tabs and line ends made spaces (§3.3.3). Every problem is an error at its line and column;
/// nesting deeper than ``maximumDepth`` is one, so that no input can exhaust the stack; the
/// size is bounded by whoever reads the bytes (translation files: 8 MiB).
struct XMLReader {
    /// An element: its name (any namespace prefix dropped), attributes in order, children, and
    /// where its start tag is.
    struct Element: Sendable {
        var name: String
        var attributes: [(name: String, value: String)]
        var children: [Node]
        var mark: Mark

        /// The value of the attribute `name` (matched with any prefix dropped, but `xml:`).
        func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }

        /// The child elements, in order.
        var elements: [Element] {
            children.compactMap { if case .element(let element) = $0 { element } else { nil } }
        }
    }

    /// What an element holds: elements and runs of text (with where each starts).
    enum Node: Sendable {
        case element(Element)
        case text(String, Mark)
    }

    /// The deepest nesting of elements read.
    static let maximumDepth = 64

    private let scalars: [Unicode.Scalar]
    private let path: String
    private var index = 0
    private var mark = Mark.start

    /// The root element of a document in `bytes` (UTF-8, or UTF-16 with a byte order mark).
    static func root(of bytes: [UInt8], path: String) throws(Diagnostic) -> Element {
        var reader = XMLReader(scalars: try TextDecoding.scalars(of: bytes, path: path), path: path)
        return try reader.document()
    }

    private init(scalars: [Unicode.Scalar], path: String) {
        self.scalars = scalars
        self.path = path
    }

    private mutating func document() throws(Diagnostic) -> Element {
        // XML 1.0's Char production holds everywhere, CDATA sections and comments included.
        if let forbidden = scalars.firstIndex(where: { !XMLText.isXMLChar($0) }) {
            advance(forbidden)
            throw failure(.xmlSyntax("\(Self.codePoint(scalars[forbidden])) is no character XML 1.0 allows"))
        }
        if starts(with: "<?xml") {
            // The declaration: `<?xml` and a blank, not `<?xml-stylesheet`.
            try processingInstruction()
        }
        var root: Element?
        while true {
            skipBlanks()
            guard peek != nil else { break }
            if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<?") {
                try processingInstruction()
            } else if starts(with: "<!DOCTYPE") || starts(with: "<!doctype") {
                throw failure(.xmlSyntax("a DOCTYPE is not read: XLIFF needs none, and it could declare entities"))
            } else if peek == "<", root == nil {
                root = try element(depth: 1)
            } else {
                throw failure(.xmlSyntax(root == nil ? "expected the root element" : "text after the root element"))
            }
        }
        guard let root else { throw failure(.xmlSyntax("the file has no root element")) }
        return root
    }

    private mutating func element(depth: Int) throws(Diagnostic) -> Element {
        let start = mark
        guard depth <= Self.maximumDepth else {
            throw failure(.xmlSyntax("elements nest deeper than \(Self.maximumDepth) levels"))
        }
        advance()
        let qualified = try name()
        var element = Element(name: Self.local(qualified), attributes: [], children: [], mark: start)
        while true {
            let blank = skipBlanks()
            if starts(with: "/>") {
                advance(2)
                return element
            }
            if peek == ">" {
                advance()
                break
            }
            guard blank else { throw failure(.xmlSyntax("expected '>', '/>' or a blank before an attribute")) }
            let attributeMark = mark
            let attribute = try name()
            skipBlanks()
            try expect("=", "expected '=' after the attribute name")
            skipBlanks()
            let value = try quotedValue()
            let attributeName = attribute.hasPrefix("xml:") ? attribute : Self.local(attribute)
            guard element.attribute(attributeName) == nil else {
                throw failure(.xmlSyntax("attribute '\(attribute)' is written twice"), at: attributeMark)
            }
            element.attributes.append((attributeName, value))
        }
        try content(of: &element, qualifiedName: qualified, depth: depth)
        return element
    }

    /// Text, CDATA, comments, instructions and child elements up to `</name>`.
    private mutating func content(of element: inout Element, qualifiedName: String, depth: Int) throws(Diagnostic) {
        var text = String.UnicodeScalarView()
        var textMark = mark
        func flush() {
            if !text.isEmpty { element.children.append(.text(String(text), textMark)) }
            text = String.UnicodeScalarView()
        }
        while let scalar = peek {
            if text.isEmpty { textMark = mark }
            if starts(with: "</") {
                flush()
                let endMark = mark
                advance(2)
                let closing = try name()
                skipBlanks()
                try expect(">", "expected '>' to end the end tag")
                guard closing == qualifiedName else {
                    throw failure(.xmlSyntax("'</\(closing)>' ends '<\(qualifiedName)>'"), at: endMark)
                }
                return
            } else if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<![CDATA[") {
                let start = mark
                advance(9)
                while peek != nil, !starts(with: "]]>") {
                    text.append(lineEnd())
                }
                guard peek != nil else { throw failure(.xmlSyntax("the CDATA section has no ']]>'"), at: start) }
                advance(3)
            } else if starts(with: "<?") {
                try processingInstruction()
            } else if scalar == "<" {
                flush()
                element.children.append(.element(try self.element(depth: depth + 1)))
            } else if scalar == "&" {
                text.append(try reference())
            } else if starts(with: "]]>") {
                throw failure(.xmlSyntax("']]>' outside a CDATA section"))
            } else {
                text.append(try character())
            }
        }
        throw failure(.xmlSyntax("'<\(qualifiedName)>' is not closed"), at: element.mark)
    }

    /// An attribute value in single or double quotes, references resolved, blanks normalised.
    private mutating func quotedValue() throws(Diagnostic) -> String {
        guard let quote = peek, quote == "\"" || quote == "'" else {
            throw failure(.xmlSyntax("expected an attribute value in quotes"))
        }
        let start = mark
        advance()
        var value = String.UnicodeScalarView()
        while let scalar = peek, scalar != quote {
            if scalar == "<" { throw failure(.xmlSyntax("'<' in an attribute value")) }
            if scalar == "&" {
                value.append(try reference())
            } else {
                let read = try character()
                value.append(read == "\t" || read == "\n" ? " " : read)
            }
        }
        guard peek != nil else { throw failure(.xmlSyntax("the attribute value has no closing quote"), at: start) }
        advance()
        return String(value)
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` or `&#xH;` (a character XML allows).
    private mutating func reference() throws(Diagnostic) -> Unicode.Scalar {
        let start = mark
        advance()
        var body = ""
        while let scalar = peek, scalar != ";", body.unicodeScalars.count < 12 {
            body.unicodeScalars.append(scalar)
            advance()
        }
        guard peek == ";" else { throw failure(.xmlSyntax("'&' starts no reference ending in ';' (write '&amp;')"), at: start) }
        advance()
        switch body {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        let code: UInt32? =
            body.hasPrefix("#x")
            ? UInt32(body.dropFirst(2), radix: 16) : body.hasPrefix("#") ? UInt32(body.dropFirst(), radix: 10) : nil
        guard body.hasPrefix("#") else { throw failure(.xmlSyntax("unknown entity '&\(body);'"), at: start) }
        guard let code, let scalar = Unicode.Scalar(code), XMLText.isXMLChar(scalar) else {
            throw failure(.xmlSyntax("'&\(body);' is no character XML 1.0 allows"), at: start)
        }
        return scalar
    }

    /// One character of content: a line end read as LF; a character XML forbids is an error.
    private mutating func character() throws(Diagnostic) -> Unicode.Scalar {
        guard let scalar = peek, XMLText.isXMLChar(scalar) else {
            throw failure(.xmlSyntax("\(Self.codePoint(peek ?? "\0")) is no character XML 1.0 allows"))
        }
        return lineEnd()
    }

    /// The current scalar, CRLF and CR read as LF.
    private mutating func lineEnd() -> Unicode.Scalar {
        let scalar = peek ?? "\n"
        advance()
        if scalar == "\r" {
            if peek == "\n" { advance() }
            return "\n"
        }
        return scalar
    }

    /// Skips `<!-- … -->`.
    private mutating func comment() throws(Diagnostic) {
        try skip(opening: 4, through: "-->", else: "the comment has no '-->'")
    }

    /// Skips `<? … ?>`: the XML declaration, or an instruction to another program.
    private mutating func processingInstruction() throws(Diagnostic) {
        try skip(opening: 2, through: "?>", else: "'<?' has no '?>'")
    }

    /// Skips the `opening` scalars here and everything through `end`; `message` when it is missing.
    private mutating func skip(opening: Int, through end: String, else message: String) throws(Diagnostic) {
        let start = mark
        advance(opening)
        while peek != nil, !starts(with: end) { advance() }
        guard peek != nil else { throw failure(.xmlSyntax(message), at: start) }
        advance(end.unicodeScalars.count)
    }

    /// A name: letters, digits and `_:.-` (and any scalar beyond ASCII), not starting with a
    /// digit, `.` or `-`.
    private mutating func name() throws(Diagnostic) -> String {
        var name = String.UnicodeScalarView()
        while let scalar = peek, Self.isNameScalar(scalar, first: name.isEmpty) {
            name.append(scalar)
            advance()
        }
        guard !name.isEmpty else { throw failure(.xmlSyntax("expected a name")) }
        return String(name)
    }

    /// Skips blanks; whether there were any.
    @discardableResult
    private mutating func skipBlanks() -> Bool {
        let before = index
        while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" { advance() }
        return index > before
    }

    private mutating func expect(_ scalar: Unicode.Scalar, _ message: String) throws(Diagnostic) {
        guard peek == scalar else { throw failure(.xmlSyntax(message)) }
        advance()
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func starts(with text: String) -> Bool {
        var position = index
        for scalar in text.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < scalars.count {
            mark = scalars[index] == "\n" ? Mark(line: mark.line + 1, column: 1) : Mark(line: mark.line, column: mark.column + 1)
            index += 1
        }
    }

    private func failure(_ message: Diagnostic.Message, at mark: Mark? = nil) -> Diagnostic {
        Diagnostic(message, file: path, at: mark ?? self.mark)
    }

    /// `U+0001`: a scalar named by its code point, four hexadecimal digits at least.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A name without its namespace prefix: `xliff:trans-unit` is `trans-unit`.
    private static func local(_ name: String) -> String {
        name.split(separator: ":", maxSplits: 1).last.map(String.init) ?? name
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        if scalar.value > 0x7F { return XMLText.isXMLChar(scalar) && !scalar.properties.isWhitespace }
        if scalar.properties.isAlphabetic || scalar == "_" || scalar == ":" { return true }
        return !first && (("0"..."9").contains(scalar) || scalar == "." || scalar == "-")
    }

}

extension Diagnostic.Message {
    /// An XLIFF file that is not well-formed XML, or XML this reader refuses.
    static func xmlSyntax(_ reason: String) -> Self {
        Self(LocalizationRule.xliffSyntax, "not XLIFF: \(reason)")
    }
}
