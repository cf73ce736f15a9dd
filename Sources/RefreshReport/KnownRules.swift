import Diagnostics
import RefreshCodegen
import RefreshRunner
import RefreshSpec
import YAML

/// Every rule a diagnostic can carry, from reading YAML through decoding to running scenarios:
/// the union of each module's rule enum, so a rule a message uses is always listed. A module
/// that declares a rule enum of its own adds it here (SARIFTests checks each enum is listed).
public enum KnownRules {
    /// The rules in pipeline order, each id once.
    public static let all: [Diagnostic.RuleDescription] =
        YAMLRule.descriptions + SpecRule.descriptions + LocalizationRule.descriptions + RunRule.descriptions
        + CodegenRule.descriptions

    /// The position of a rule in ``all``, if listed.
    public static func index(of id: String) -> Int? {
        indices[id]
    }

    private static let indices = Dictionary(
        all.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
}
