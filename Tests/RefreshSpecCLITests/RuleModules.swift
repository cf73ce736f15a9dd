import Diagnostics
import RefreshCodegen
import RefreshLocalization
import RefreshRunner
import RefreshSpec
import YAML

/// The modules' rule enums in pipeline order, as docs/RULES.md sections them: together they are
/// `KnownRules.all` (RuleExampleTests checks), each with the title and the line of its section.
enum RuleModules {
    /// One module's rules.
    struct Module: Sendable {
        var title: String
        var about: String
        var rules: [any DiagnosticRule]
    }

    static let all: [Module] = [
        Module(
            title: "YAML",
            about: "Problems of the file itself, found while reading it as YAML before any key is looked at; "
                + "the file is read no further.",
            rules: YAMLRule.allCases.map { $0 }),
        Module(
            title: "Spec",
            about: "Problems of a spec's keys and values, found once its YAML is read: `validate` gives them, and every "
                + "command that loads the spec.",
            rules: SpecRule.allCases.map { $0 }),
        Module(
            title: "Translations",
            about: "Problems of the `.strings` and `.xcstrings` files `strings import` reads and of writing their texts "
                + "into the spec, and texts `strings check` finds untranslated or missing from MJRefresh.bundle.",
            rules: LocalizationRule.allCases.map { $0 }),
        Module(
            title: "Running",
            about: "Problems found by replaying a spec's scenarios (`test`) or by writing their expectations back into "
                + "it (`test --update`, `record`).",
            rules: RunRule.allCases.map { $0 }),
        Module(
            title: "Code generation",
            about: "Settings of a spec that the Swift `generate swift` writes cannot express, all warnings: the "
                + "generated code compiles and says what it left out in a comment.",
            rules: CodegenRule.allCases.map { $0 }),
    ]

    /// The rule with an id, of whichever module.
    static func rule(_ id: String) -> (any DiagnosticRule)? {
        rules[id]
    }

    private static let rules: [String: any DiagnosticRule] = Dictionary(
        all.flatMap(\.rules).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
