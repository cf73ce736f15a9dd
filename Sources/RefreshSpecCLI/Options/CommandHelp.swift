/// The text `--help` prints for a command, in swift-argument-parser's layout. The usage line is
/// made from the same declarations: `refreshspec test <path> ... [--junit <file>] …`.
struct CommandHelp {
    /// An option's or flag's line: `--format <format>` and what it does.
    struct OptionEntry {
        /// The option as typed, with its value's placeholder.
        var label: String
        var abstract: String
        /// Whether usage shows it without brackets.
        var isRequired = false
    }

    /// The command's words after `refreshspec`: `strings check`; `refreshspec` for the root.
    var name: String
    /// One line for the command's `OVERVIEW:` and its parent's `SUBCOMMANDS:` list.
    var abstract: String
    var discussion: String? = nil
    var argument: Positional? = nil
    var options: [OptionEntry] = []
    var subcommands: [(word: String, abstract: String)] = []

    /// `refreshspec strings <subcommand>`, or the command's argument and options in order.
    var usage: String {
        let command = name == "refreshspec" ? name : "refreshspec \(name)"
        guard subcommands.isEmpty else { return "\(command) <subcommand>" }
        let words = [argument?.usage].compactMap { $0 } + options.map { $0.isRequired ? $0.label : "[\($0.label)]" }
        return ([command] + words).joined(separator: " ")
    }

    /// OVERVIEW, USAGE, ARGUMENTS, OPTIONS and SUBCOMMANDS sections, as present.
    var text: String {
        var text = "OVERVIEW: \(abstract)\n"
        if let discussion { text += "\n\(discussion)\n" }
        text += "\nUSAGE: \(usage)\n"
        text += Self.section("ARGUMENTS", argument.map { [($0.name, $0.abstract)] } ?? [])
        text += Self.section("OPTIONS", (options + [Flag.showHelp.help]).map { ($0.label, $0.abstract) })
        text += Self.section("SUBCOMMANDS", subcommands.map { ($0.word, $0.abstract) })
        return text
    }

    /// A titled section of two columns; the second starts at column 27, or further for long names.
    private static func section(_ title: String, _ entries: [(name: String, text: String)]) -> String {
        guard !entries.isEmpty else { return "" }
        let width = max(24, (entries.map(\.name.count).max() ?? 0) + 4)
        let lines = entries.map { entry in
            "  " + entry.name + String(repeating: " ", count: max(1, width - entry.name.count)) + entry.text
        }
        return "\n\(title):\n" + lines.joined(separator: "\n") + "\n"
    }
}
