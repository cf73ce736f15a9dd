/// Where the cursor is in a spec, read from the text around it (which need not parse: a spec
/// being typed rarely does): the keys of the mappings and the sequence items it is in, and
/// whether it is on a key or on a key's value. Block style is read by indentation; a flow
/// mapping opened on the cursor's line (`expect: {header: {te`) by its braces.
struct CursorContext: Equatable {
    /// What the cursor is on.
    enum Slot: Equatable {
        /// A key of the mapping at ``CursorContext/path``, typed so far as `partial`.
        case key(partial: String)
        /// The value of `key` in the mapping at ``CursorContext/path``, typed so far as `partial`.
        case value(key: String, partial: String)
    }

    /// The keys from the root to the mapping the cursor is in; `-` for a sequence item:
    /// `["scenarios", "-", "steps", "-", "expect", "header"]`.
    var path: [String]
    var slot: Slot
    /// The keys the mapping already has (block style), which completion leaves out, with their
    /// values as written (a component's `type` and `style` pick the keys that apply).
    var present: [String: String] = [:]

    /// The context at byte `offset` of `document`.
    init(at offset: Int, in document: OpenDocument) {
        let line = document.position(ofOffset: offset, encoding: .utf8).line
        let lineStart = document.lineStarts[line]
        let prefix = String(decoding: document.bytes[lineStart..<offset], as: UTF8.self)
        let lead = BlockLine(prefix)
        // The line's own item markers, `- ` before the cursor's key, are the innermost items.
        var path = lead.dashColumns.map { _ in "-" }
        var column = lead.dashColumns.first ?? lead.contentColumn
        // Up the block: every line before whose key or item holds the cursor's column.
        var outer: [String] = []
        var index = line - 1
        while index >= 0, column > 0 {
            let above = BlockLine(document.lineText(index))
            index -= 1
            guard !above.isBlank else { continue }
            if let key = above.key, above.contentColumn < column {
                outer.append(key)
                column = above.contentColumn
            }
            for dash in above.dashColumns.reversed() where dash < column {
                outer.append("-")
                column = dash
            }
            if above.key == nil, above.dashColumns.isEmpty, above.contentColumn < column { column = above.contentColumn }
        }
        path = outer.reversed() + path
        // On the line itself: a key and its value, perhaps a flow mapping.
        let flow = Self.flow(in: lead.content)
        switch (lead.key, flow) {
        case (let key?, nil):
            self.path = path
            self.slot = .value(key: key, partial: lead.valueText)
        case (let key?, let flow?):
            self.path = path + [key] + flow.path
            self.slot = flow.slot
        case (nil, let flow?):
            self.path = path + flow.path
            self.slot = flow.slot
        case (nil, nil):
            self.path = path
            self.slot = .key(partial: lead.content.trimmed)
        }
        if flow == nil, case .key = self.slot {
            present = Self.siblings(
                of: line, column: lead.contentColumn, startsItem: !lead.dashColumns.isEmpty, in: document)
        }
    }

    init(path: [String], slot: Slot) {
        self.path = path
        self.slot = slot
    }

    /// In a line's content that opens a flow mapping: the keys of the flow mappings still open
    /// around the cursor (after the outermost), and whether it is on a key or a value; nil
    /// when the content opens none.
    private static func flow(in content: String) -> (path: [String], slot: Slot)? {
        guard content.contains("{") else { return nil }
        var stack: [String] = []
        var token = ""
        var key: String?
        var inFlow = false
        for character in content {
            switch character {
            case "{":
                if inFlow, let key { stack.append(key) }
                inFlow = true
                key = nil
                token = ""
            case "}":
                if !stack.isEmpty { stack.removeLast() }
                key = nil
                token = ""
            case ",":
                key = nil
                token = ""
            case ":" where inFlow:
                key = token.trimmed
                token = ""
            default:
                token.append(character)
            }
        }
        guard inFlow else { return nil }
        if let key { return (stack, .value(key: key, partial: token.trimmed)) }
        return (stack, .key(partial: token.trimmed))
    }

    /// The keys written at `column` in the block mapping of `line`, above it (unless the line
    /// starts a sequence item) and below it, each with the value written after it.
    private static func siblings(of line: Int, column: Int, startsItem: Bool, in document: OpenDocument) -> [String: String] {
        var keys: [String: String] = [:]
        for direction in startsItem ? [1] : [-1, 1] {
            var index = line + direction
            while index >= 0, index < document.lineStarts.count {
                let other = BlockLine(document.lineText(index))
                index += direction
                if other.isBlank { continue }
                if other.contentColumn < column { break }
                let key = other.contentColumn == column ? other.key : nil
                // Another item of the sequence: its keys are not this mapping's, but the first
                // line of this one's (met going up) is.
                if other.dashColumns.contains(where: { $0 < column }) {
                    if direction < 0, let key { keys[key] = other.valueText }
                    break
                }
                if let key { keys[key] = other.valueText }
            }
        }
        return keys
    }
}

/// One line of block YAML taken apart: its item markers, the column its content starts at,
/// and the key it writes, if any.
struct BlockLine {
    /// The columns (0-based) of the line's `- ` markers.
    var dashColumns: [Int] = []
    /// The column where the content after the markers starts.
    var contentColumn = 0
    /// The content after the markers, the comment kept.
    var content = ""
    /// Whether the line holds nothing but spaces or a comment.
    var isBlank = false

    init(_ text: String) {
        var column = 0
        var rest = Substring(text)
        while true {
            let spaces = rest.prefix { $0 == " " }.count
            rest = rest.dropFirst(spaces)
            column += spaces
            if rest.hasPrefix("- ") || rest == "-" {
                dashColumns.append(column)
                rest = rest.dropFirst()
                column += 1
            } else {
                break
            }
        }
        contentColumn = column
        content = String(rest)
        isBlank = dashColumns.isEmpty && (rest.isEmpty || rest.hasPrefix("#"))
    }

    /// The key, when the content is `key:` or `key: value` (a plain or quoted key).
    var key: String? {
        guard let colon = Self.keyColon(in: content) else { return nil }
        let key = content[..<colon].trimmed
        return key.isEmpty || key.hasPrefix("{") || key.hasPrefix("[") ? nil : key.unquoted
    }

    /// The value after the key's colon, as typed.
    var valueText: String {
        guard let colon = Self.keyColon(in: content) else { return "" }
        return content[content.index(after: colon)...].trimmed
    }

    /// The colon ending a block key: the first `:` followed by a space or the end, outside quotes
    /// and before any flow indicator.
    private static func keyColon(in content: String) -> String.Index? {
        var quote: Character?
        var index = content.startIndex
        while index < content.endIndex {
            let character = content[index]
            let next = content.index(after: index)
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "{" || character == "[" || character == "#" {
                return nil
            } else if character == ":", next == content.endIndex || content[next] == " " {
                return index
            }
            index = next
        }
        return nil
    }
}

extension StringProtocol {
    /// The text without spaces at either end.
    var trimmed: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// The text without one pair of quotes around it.
    var unquoted: String {
        let text = String(self)
        guard text.count >= 2, let first = text.first, first == "'" || first == "\"", text.last == first else { return text }
        return String(text.dropFirst().dropLast())
    }
}
