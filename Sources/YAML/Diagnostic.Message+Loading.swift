extension Diagnostic.Message {
    /// libyaml rejected the input; `problem` is its own description.
    static func yamlSyntax(_ problem: String) -> Self {
        Self(rule: "yaml-syntax", "invalid YAML: \(problem)")
    }

    /// The input is not valid UTF-8 (or UTF-16 with a byte order mark).
    static func invalidEncoding(_ problem: String, byte: Int32) -> Self {
        let hex = String(byte, radix: 16, uppercase: true)
        return Self(rule: "yaml-encoding", "invalid text encoding: \(problem) (byte 0x\(hex.count < 2 ? "0" + hex : hex))")
    }

    /// The input holds a character YAML does not allow, such as NUL.
    static func forbiddenCharacter(_ value: Int32) -> Self {
        let hex = String(value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return Self(rule: "yaml-encoding", "control character U+\(padded) is not allowed in YAML")
    }

    /// The file is larger than the configured limit.
    static func fileTooLarge(limit: Int) -> Self {
        Self(
            rule: "yaml-limit",
            "file is larger than the limit of \(Limits.describe(bytes: limit)); nothing after this point is read")
    }

    /// Collections nest deeper than the configured limit.
    static func nestingTooDeep(limit: Int) -> Self {
        Self(rule: "yaml-limit", "collections nest deeper than the limit of \(limit) levels")
    }

    /// Aliases expand to more nodes than the configured limit.
    static func aliasExpansionTooLarge(limit: Int) -> Self {
        Self(rule: "yaml-limit", "aliases expand to more than the limit of \(limit) nodes")
    }

    /// An alias names an anchor that was not defined before it.
    static func undefinedAlias(_ name: String) -> Self {
        Self(rule: "yaml-alias", "alias '*\(name)' names no anchor defined before it")
    }

    /// A second document starts in a file that must hold one.
    static var multipleDocuments: Self {
        Self(rule: "multiple-documents", "a spec file holds one YAML document, but a second one starts here")
    }
}
