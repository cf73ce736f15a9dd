import Diagnostics

extension Diagnostic.Message {
    /// A text with a placeholder, which v1 labels do not fill in.
    static func placeholder(_ placeholder: String) -> Self {
        Self(rule: .placeholder, "labels have no placeholders in version 1, but this text contains '\(placeholder)'")
    }

    /// A color that is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    static func invalidColor(_ text: String) -> Self {
        Self(rule: .invalidColor, "'\(text)' is not a color: write #RGB, #RRGGBB or #RRGGBBAA")
    }

    /// A color name that `colors` does not define.
    static func unknownColor(_ name: String, suggestion: String?) -> Self {
        Self(rule: .unknownColor, "unknown color '\(name)'; name an entry of colors or write #RRGGBB\(didYouMean(suggestion))")
    }

    /// A label key that neither the spec's strings nor the built-in catalog define.
    static func unknownLabelKey(_ key: String, suggestion: String?) -> Self {
        Self(
            rule: .unknownLabelKey,
            "label key '\(key)' is found neither in strings nor in the built-in catalog\(didYouMean(suggestion))")
    }

    /// A key of `strings` that no label uses.
    static func unusedString(_ key: String) -> Self {
        Self(rule: .unusedString, "no label uses '\(key)'")
    }
}
