/// Which expectations `test --update` rewrites.
public enum UpdateMode: String, CaseIterable, Sendable {
    /// Each field that failed gets the value the run gives.
    case failed
    /// As `failed`, and each subject written with no fields (`expect: header`, `{header: {}}`)
    /// gets the fields that describe it.
    case missing
    /// Every field of every expectation gets the value the run gives, and placeholders are filled.
    case all
}
