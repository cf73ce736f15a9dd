import Diagnostics

/// The rules of problems found in a spec's keys and values, after the YAML has been read.
public enum SpecRule: String, DiagnosticRule {
    case specEmpty = "spec-empty"
    case specRoot = "spec-root"
    case unsupportedVersion = "unsupported-version"
    case unknownKey = "unknown-key"
    case notApplicable = "not-applicable"
    case missingKey = "missing-key"
    case duplicateKey = "duplicate-key"
    case wrongType = "wrong-type"
    case invalidBool = "invalid-bool"
    case unknownValue = "unknown-value"
    case outOfRange = "out-of-range"
    case invalidIdentifier = "invalid-identifier"
    case invalidLocale = "invalid-locale"
    case unknownLocale = "unknown-locale"
    case unreadLocale = "unread-locale"
    case invalidTime = "invalid-time"
    case todayByDayOfMonth = "today-by-day-of-month"
    case unknownPlaceholder = "unknown-placeholder"
    case textTooWide = "text-too-wide"
    case axisMismatch = "axis-mismatch"
    case duplicateID = "duplicate-id"
    case duplicateSlot = "duplicate-slot"
    case unknownComponent = "unknown-component"
    case wrongComponentType = "wrong-component-type"
    case duplicateScenario = "duplicate-scenario"
    case unknownStep = "unknown-step"
    case invalidStep = "invalid-step"
    case missingArgument = "missing-argument"
    case unexpectedArgument = "unexpected-argument"
    case tapWithoutLabel = "tap-without-label"
    case emptyExpectation = "empty-expectation"
    case placeholder = "placeholder"
    case invalidColor = "invalid-color"
    case unknownColor = "unknown-color"
    case unknownLabelKey = "unknown-label-key"
    case missingTranslation = "missing-translation"
    case unusedString = "unused-string"
    case negativeTriggerPercent = "negative-trigger-percent"
    case percentageTriggerPercent = "percentage-trigger-percent"
    case workLimit = "work-limit"
    case diagnosticLimit = "diagnostic-limit"

    /// The help text, one sentence: SARIF's `shortDescription`.
    public var summary: String {
        switch self {
        case .specEmpty: "The file holds no YAML document; a spec needs at least version, scrollView and components."
        case .specRoot: "The document is not a mapping of spec keys."
        case .unsupportedVersion: "The spec's version is not 1."
        case .unknownKey: "A key that no mapping of this kind has (with a suggestion when one is close)."
        case .notApplicable: "A key or state that exists, but not for this component type or style."
        case .missingKey: "A required key is absent, or components is empty."
        case .duplicateKey: "A key appears twice in one mapping."
        case .wrongType: "A value or key of the wrong type."
        case .invalidBool: "A YAML 1.1 word such as yes or off where YAML 1.2 needs true or false."
        case .unknownValue: "A word outside the key's fixed set of values."
        case .outOfRange: "A number outside the key's range."
        case .invalidIdentifier: "An id that is not a letter followed by letters, digits, '_' or '-'."
        case .invalidLocale: "A locale id that is not BCP 47 shaped (en, zh-Hans, pt-BR)."
        case .unknownLocale:
            "A locale that neither strings nor the built-in catalog has and that looks mistyped (jp, japanese, JA), or a locale of strings that is a built-in one in another letter case (zh-hans); its labels fall back."
        case .unreadLocale:
            "A locale of strings that no locale the spec shows reads, though one it shows is the same locale written another way (zh-Hans-CN beside zh-CN) and reads no locale of strings."
        case .invalidTime: "A time that is not ISO 8601, or a time zone that is not UTC, an offset or an IANA name."
        case .todayByDayOfMonth:
            "A last update of another month with the clock's day of the month: MJRefresh's label shows it as today."
        case .unknownPlaceholder: "A {…} in lastUpdated.format other than {time}, {date} and {today}."
        case .textTooWide:
            "A state label or last-updated text, in a locale the spec shows, wider than the room its component leaves it beside the arrow, indicator or gif (on a trailer, taller than the trailer with its characters stacked)."
        case .axisMismatch: "A component whose axis differs from the scroll view's."
        case .duplicateID: "A component id used twice in one file."
        case .duplicateSlot: "A second header, footer or trailer on one scroll view."
        case .unknownComponent: "A step or expectation names a component the spec does not have."
        case .wrongComponentType: "A step names a component of a type it does not apply to."
        case .duplicateScenario: "A scenario name used twice in one file."
        case .unknownStep: "A step that the language does not have."
        case .invalidStep: "A step written as a mapping of zero or several keys."
        case .missingArgument: "A step that needs an argument is written without one."
        case .unexpectedArgument: "A step that takes no argument is given one."
        case .tapWithoutLabel: "A tap on a plain auto footer, which has no state label to tap; the step does nothing."
        case .emptyExpectation:
            "An expect step names the scroll view or a component with no fields yet, so it checks nothing; test --update=missing fills them in."
        case .placeholder: "A label text contains '%@' or '{', which version 1 labels do not fill in."
        case .invalidColor: "A color that is not #RGB, #RRGGBB or #RRGGBBAA."
        case .unknownColor: "A color name that colors does not define."
        case .unknownLabelKey: "A label key found neither in strings nor in the built-in catalog."
        case .missingTranslation:
            "A locale the spec shows lacks a key of strings, or a label's key, along its own chain; it falls back to another locale's text."
        case .unusedString: "A key of strings that no label uses."
        case .negativeTriggerPercent:
            "An auto footer's triggerPercent below 0: MJRefresh accepts it and triggers before the footer comes into view."
        case .percentageTriggerPercent:
            "An auto footer's triggerPercent written as a percentage (a whole number of at least 10): MJRefresh takes it as that many footer heights, far past the end of the content."
        case .diagnosticLimit:
            "A file had more than 1,000 diagnostics: the first 1,000 by position are shown, then how many more there were."
        case .workLimit:
            "The scenarios together ask for more than 1,000,000 component updates (components × steps, a drag counting each of its steps)."
        }
    }

    /// Warnings for what still runs (a fallback, an unused string); errors for the rest.
    public var severity: Diagnostic.Severity {
        switch self {
        case .axisMismatch, .tapWithoutLabel, .emptyExpectation, .placeholder, .todayByDayOfMonth, .textTooWide, .unknownLocale,
            .unreadLocale, .missingTranslation, .unusedString, .negativeTriggerPercent, .percentageTriggerPercent,
            .diagnosticLimit:
            .warning
        default: .error
        }
    }
}

extension Diagnostic.Message {
    /// Creates a message of a spec rule.
    init(rule: SpecRule, _ text: String) {
        self.init(rule, text)
    }

    /// A message of a spec rule that suggests what the writer meant: `text`, then
    /// ` (did you mean 'offsetX' or 'offsetY'?)` when there are suggestions, then `rest`.
    init(rule: SpecRule, _ text: String, suggesting suggestions: [String], then rest: String = "") {
        let didYouMean =
            suggestions.isEmpty ? "" : " (did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?)"
        self.init(rule, text + didYouMean + rest)
        self.suggestions = suggestions
    }

    /// ``init(rule:_:suggesting:then:)`` with one suggestion or none.
    init(rule: SpecRule, _ text: String, suggesting suggestion: String?, then rest: String = "") {
        self.init(rule: rule, text, suggesting: suggestion.map { [$0] } ?? [], then: rest)
    }
}
