import RefreshCore
import RefreshRunner
import YAML
import YAMLEditing

/// Values and expectations written as YAML text, the way the tool prints them: numbers rounded
/// to two decimals without trailing zeros (`-118`, `1.11`), texts plain unless YAML needs quotes,
/// non-ASCII as itself.
enum ExpectationText {
    /// A value as a scalar (a mapping for a last event); nil for a field the component lacks.
    /// A text keeps `style` where it can hold it.
    static func value(_ value: ObservedValue, style: Document.Scalar.Style = .plain, flow: Bool) -> String? {
        switch value {
        case .number(let number): number.shortText
        case .bool(let flag): String(flag)
        case .text(let text): YAMLScalarWriter.scalar(text, style: style, flow: flow)
        case .state(let state): state.rawValue
        case .layoutDirection(let direction): direction.rawValue
        case .event(let event):
            "{direction: \(event.direction.rawValue), offset: \(event.offset.shortText), inOneScreen: \(event.inOneScreen)}"
        case .absent: nil
        }
    }

    /// A subject's fields as a flow mapping: `{state: pulling, text: Release to refresh}`.
    static func flowFields(_ subject: RecordedSubject) -> String {
        "{"
            + subject.fields.compactMap { name, observed in value(observed, flow: true).map { "\(name): \($0)" } }
            .joined(separator: ", ") + "}"
    }

    /// Subjects as the pairs of a flow mapping: `header: {state: idle}, scrollView: {offsetY: -104}`.
    static func flowSubjects(_ subjects: [RecordedSubject]) -> String {
        subjects.map { key($0.name) + ": " + flowFields($0) }.joined(separator: ", ")
    }

    /// A subject's fields as block lines, each at `indent` spaces.
    static func blockFields(_ subject: RecordedSubject, indent: Int) -> [String] {
        let spaces = String(repeating: " ", count: indent)
        return subject.fields.compactMap { name, observed in
            value(observed, flow: false).map { spaces + "\(name): \($0)" }
        }
    }

    /// Subjects as block lines: each name at `indent` spaces, its fields `step` deeper.
    static func blockSubjects(_ subjects: [RecordedSubject], indent: Int, step: Int) -> [String] {
        subjects.flatMap { subject in
            [String(repeating: " ", count: indent) + key(subject.name) + ":"]
                + blockFields(subject, indent: indent + step)
        }
    }

    /// A component id as a key: plain when YAML reads it back as that text, else quoted.
    static func key(_ name: String) -> String {
        YAMLScalarWriter.isPlainSafe(name, flow: true) ? name : YAMLScalarWriter.doubleQuoted(name)
    }
}
