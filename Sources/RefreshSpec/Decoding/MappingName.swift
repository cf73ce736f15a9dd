/// What messages about a mapping's keys call the mapping (`unknown key 'x' in <name>`), its text
/// made only when there is something to report. A value, not a closure that makes the text: for
/// a closure argument the optimizer copies the key checks once per caller, and every copy runs
/// for every spec (Benchmarks/Validate/README.md has the measurements).
enum MappingName: ExpressibleByStringLiteral {
    /// The key table's own name.
    case table
    /// A name as written, such as `the spec` or a component type.
    case text(String)
    /// A component's mapping in an `expect` step: `expect of header 'pull'`.
    case expectation(of: ComponentReference)

    init(stringLiteral text: String) {
        self = .text(text)
    }

    /// The name; the table's when no other is given.
    func text(for table: KeyTable) -> String {
        switch self {
        case .table: table.name
        case .text(let text): text
        case .expectation(let component): "expect of \(component.type.rawValue) '\(component.id)'"
        }
    }
}
