import Diagnostics

extension Diagnostic.Message {
    /// libyaml rejected the input; `problem` is its own description.
    static func yamlSyntax(_ problem: String) -> Self {
        Self(rule: .yamlSyntax, "invalid YAML: \(problem)")
    }

    /// The input is not valid UTF-8 (or UTF-16 with a byte order mark).
    static func invalidEncoding(_ problem: String, byte: Int32) -> Self {
        let hex = String(byte, radix: 16, uppercase: true)
        return Self(rule: .yamlEncoding, "invalid text encoding: \(problem) (byte 0x\(hex.count < 2 ? "0" + hex : hex))")
    }

    /// The input holds a character YAML does not allow, such as NUL.
    static func forbiddenCharacter(_ value: Int32) -> Self {
        let hex = String(value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return Self(rule: .yamlEncoding, "control character U+\(padded) is not allowed in YAML")
    }

    /// The file is larger than the configured limit.
    static func fileTooLarge(limit: Int) -> Self {
        Self(
            rule: .yamlLimit,
            "file is larger than the limit of \(Limits.describe(bytes: limit)); nothing after this point is read")
    }

    /// Collections nest deeper than the configured limit.
    static func nestingTooDeep(limit: Int) -> Self {
        Self(rule: .yamlLimit, "collections nest deeper than the limit of \(limit) levels")
    }

    /// Aliases expand to more nodes than the configured limit.
    static func aliasExpansionTooLarge(limit: Int) -> Self {
        Self(rule: .yamlLimit, "aliases expand to more than the limit of \(limit) nodes")
    }

    /// An alias names an anchor that was not defined before it.
    static func undefinedAlias(_ name: String) -> Self {
        Self(rule: .yamlAlias, "alias '*\(name)' names no anchor defined before it")
    }

    /// A second document starts in a file that must hold one.
    static var multipleDocuments: Self {
        Self(rule: .multipleDocuments, "a spec file holds one YAML document, but a second one starts here")
    }
}
