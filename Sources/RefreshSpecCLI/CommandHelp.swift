/// The text `--help` prints for a command, in swift-argument-parser's layout.
struct CommandHelp {
    /// One documented argument or option.
    struct Entry {
        var name: String
        var text: String
    }

    var name: String
    var abstract: String
    var usage: String
    var discussion: String? = nil
    var arguments: [Entry] = []
    var options: [Entry] = []
    var subcommands: [Entry] = []

    /// OVERVIEW, USAGE, ARGUMENTS, OPTIONS and SUBCOMMANDS sections, as present.
    var text: String {
        var text = "OVERVIEW: \(abstract)\n"
        if let discussion { text += "\n\(discussion)\n" }
        text += "\nUSAGE: \(usage)\n"
        text += Self.section("ARGUMENTS", arguments)
        text += Self.section("OPTIONS", options + [Entry(name: "-h, --help", text: "Show help information.")])
        text += Self.section("SUBCOMMANDS", subcommands)
        return text
    }

    private static func section(_ title: String, _ entries: [Entry]) -> String {
        guard !entries.isEmpty else { return "" }
        let width = max(24, (entries.map(\.name.count).max() ?? 0) + 4)
        let lines = entries.map { entry in
            "  " + entry.name + String(repeating: " ", count: max(1, width - entry.name.count)) + entry.text
        }
        return "\n\(title):\n" + lines.joined(separator: "\n") + "\n"
    }
}
