import Diagnostics
import YAML

/// `- drag: dy: 30`: a step whose argument, a mapping, is written on the step's line without
/// braces. YAML reads `dy: 30` as a second key on the line and stops; its own advice, to put the
/// text in quotes, is right for a text (`name: Tip: pull down`) but not for a step's argument.
/// Such a YAML error is told to write the argument in braces: `- drag: {dy: 30}`.
enum StepArgumentBraces {
    /// The problem libyaml reports for a second `: ` on a line.
    private static let problem = "mapping values are not allowed in this context"
    private static let quotingAdvice = Diagnostic.Message.colonInPlainText(problem).text

    /// `diagnostic`, explained anew when it is that YAML error on a step's line.
    static func explained(_ diagnostic: Diagnostic, in source: Source) -> Diagnostic {
        guard diagnostic.message == quotingAdvice, let line = source.lineText(diagnostic.mark.line),
            let (step, argument) = stepAndArgument(in: line)
        else { return diagnostic }
        var explained = diagnostic
        explained.message = Diagnostic.Message.stepArgumentWithoutBraces(problem, step: step, argument: argument).text
        return explained
    }

    /// The step and its argument's text on a line `- step: key: value` whose step takes a
    /// mapping (`drag`, `expect`, `setContentSize`…); nil for any other line.
    private static func stepAndArgument(in line: String) -> (step: String, argument: String)? {
        var entry = Substring(line).drop { $0 == " " }
        guard entry.hasPrefix("- ") else { return nil }
        entry = entry.dropFirst(2).drop { $0 == " " }
        let step = entry.prefix { $0.isLetter }
        guard entry.dropFirst(step.count).hasPrefix(": "), let spec = KeyTable.step[String(step)], spec.type.takesMapping
        else { return nil }
        var argument = entry.dropFirst(step.count + 2).drop { $0 == " " }
        if let comment = argument.range(of: " #") { argument = argument[..<comment.lowerBound] }
        while argument.last == " " { argument = argument.dropLast() }
        guard argument.contains(": ") else { return nil }
        return (String(step), String(argument))
    }
}

extension ValueType {
    /// Whether a value of this type may be a mapping.
    fileprivate var takesMapping: Bool {
        switch self {
        case .mapping, .dictionary: true
        case .oneOf(let types): types.contains { $0.takesMapping }
        default: false
        }
    }
}

extension Diagnostic.Message {
    /// `- drag: dy: 30`: a step's mapping argument on its line without braces.
    static func stepArgumentWithoutBraces(_ problem: String, step: String, argument: String) -> Self {
        Self(
            YAMLRule.yamlSyntax,
            "invalid YAML: \(problem): '\(argument)' is \(step)'s argument, a mapping, which on the step's line goes "
                + "in braces; write '- \(step): {\(argument)}'")
    }
}
