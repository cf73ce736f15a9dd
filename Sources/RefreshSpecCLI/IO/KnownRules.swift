import Diagnostics
import RefreshCodegen
import RefreshLocalization
import RefreshReport
import RefreshRunner
import RefreshSpec
import YAML

/// Every rule a diagnostic can carry, from reading YAML through decoding to running scenarios:
/// the union of each module's rule enum, so a rule a message uses is always listed. It lives in
/// the executable, the one module that sees every other; a module that declares a rule enum of
/// its own adds it here (KnownRulesTests reads the enums from the sources and checks).
enum KnownRules {
    /// The rules in pipeline order, each id once.
    static let all: [Diagnostic.RuleDescription] =
        YAMLRule.descriptions + SpecRule.descriptions + LocalizationRule.descriptions + RunRule.descriptions
        + CodegenRule.descriptions

    /// The position of a rule in ``all``, if listed.
    static func index(of id: String) -> Int? {
        indices[id]
    }

    private static let indices = Dictionary(
        all.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
}

extension SARIF.Tool {
    /// refreshspec as SARIF logs name it: its version and every rule of ``KnownRules``.
    static let refreshspec = SARIF.Tool(name: ToolInfo.name, version: ToolInfo.version, rules: KnownRules.all)
}
