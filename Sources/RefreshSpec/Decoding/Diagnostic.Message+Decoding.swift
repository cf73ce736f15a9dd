import Diagnostics

extension Diagnostic.Message {
    /// The file holds no YAML document.
    static var emptySpec: Self {
        Self(rule: .specEmpty, "the file is empty; a spec is a mapping with at least version, scrollView and components")
    }

    /// The document is a scalar or a sequence.
    static func specNotMapping(found: String) -> Self {
        Self(rule: .specRoot, "a spec is a mapping of keys such as version, scrollView and components, but this is \(found)")
    }

    /// A key that no mapping of this kind has.
    static func unknownKey(_ key: String, in context: String, suggestion: String?) -> Self {
        guard key != "<<" else {
            return Self(
                rule: .unknownKey,
                "unknown key '<<' in \(context): YAML 1.1 merge keys are not part of YAML 1.2; write the keys out")
        }
        return Self(rule: .unknownKey, "unknown key '\(key)' in \(context)\(didYouMean(suggestion))")
    }

    /// A key that exists, but not for this component type.
    static func keyNotForType(_ key: String, type: String, validFor: [String]) -> Self {
        Self(rule: .notApplicable, "'\(key)' does not apply to \(type) (only to \(validFor.joined(separator: ", ")))")
    }

    /// A key that exists, but not for this component style.
    static func keyNotForStyle(_ key: String, style: String, validFor: [String]) -> Self {
        Self(rule: .notApplicable, "'\(key)' does not apply to style \(style) (only to \(validFor.joined(separator: ", ")))")
    }

    /// A required key is absent.
    static func missingKey(_ key: String, in context: String) -> Self {
        Self(rule: .missingKey, "missing required key '\(key)' in \(context)")
    }

    /// A key appears twice in one mapping.
    static func duplicateKey(_ key: String) -> Self {
        Self(rule: .duplicateKey, "duplicate key '\(key)'")
    }

    /// A mapping key that is not a plain scalar.
    static func keyNotScalar(found: String) -> Self {
        Self(rule: .wrongType, "expected a key, found \(found)")
    }

    /// A value of the wrong type.
    static func wrongType(expected: String, found: String) -> Self {
        Self(rule: .wrongType, "expected \(expected), found \(found)")
    }

    /// `yes`, `no`, `on`, `off` where a boolean is expected.
    static func notABoolean(_ word: String) -> Self {
        Self(rule: .invalidBool, "'\(word)' is not a boolean in YAML 1.2; write true or false")
    }

    /// A word outside a fixed set.
    static func unknownValue(_ value: String, for key: String, allowed: [String], suggestion: String?) -> Self {
        let list = allowed.joined(separator: ", ")
        return Self(rule: .unknownValue, "unknown \(key) '\(value)'; expected one of \(list)\(didYouMean(suggestion))")
    }

    /// A number outside its range.
    static func outOfRange(_ key: String, bound: String, found: String) -> Self {
        Self(rule: .outOfRange, "\(key) must be \(bound), found \(found)")
    }

    /// An id that is not an identifier.
    static func invalidIdentifier(_ text: String) -> Self {
        Self(rule: .invalidIdentifier, "'\(text)' is not an identifier: a letter, then letters, digits, '_' or '-'")
    }

    /// A locale id that is not BCP 47 shaped.
    static func invalidLocale(_ text: String, suggestion: String?) -> Self {
        Self(rule: .invalidLocale, "'\(text)' is not a BCP 47 locale id such as en, zh-Hans or pt-BR\(didYouMean(suggestion))")
    }

    /// A time that is not ISO 8601.
    static func invalidTimestamp(_ text: String) -> Self {
        Self(rule: .invalidTime, "'\(text)' is not an ISO-8601 time such as 2026-01-01T12:00:00Z")
    }

    /// A time zone that is neither UTC, an offset nor an IANA name.
    static func invalidTimeZone(_ text: String) -> Self {
        Self(rule: .invalidTime, "'\(text)' is not a time zone: UTC, an offset such as +08:00, or a name such as Asia/Shanghai")
    }

    /// `version` other than 1.
    static func unsupportedVersion(_ found: Int) -> Self {
        Self(rule: .unsupportedVersion, "version \(found) is not supported; this tool reads version 1")
    }

    static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
