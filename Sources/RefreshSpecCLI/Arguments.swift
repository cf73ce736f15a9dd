/// The words after a subcommand, consumed by the parser one option at a time.
struct Arguments {
    private(set) var words: [String]
    let help: CommandHelp
    /// The options and flags taken so far, to tell a repeated one from an unknown one.
    private var taken: Set<String> = []

    init(_ words: [String], help: CommandHelp) {
        self.words = words
        self.help = help
    }

    /// Whether `-h` or `--help` is among the words (before any `--`).
    var wantsHelp: Bool {
        words.prefix(while: { $0 != "--" }).contains { $0 == "-h" || $0 == "--help" }
    }

    /// Removes a flag and tells whether it was there.
    mutating func flag(_ name: String) -> Bool {
        guard let index = words.firstIndex(of: name) else { return false }
        words.remove(at: index)
        taken.insert(name)
        return true
    }

    /// Removes `--name value` or `--name=value` and returns the value.
    mutating func option(_ name: String) throws(UsageError) -> String? {
        if let index = words.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            taken.insert(name)
            return String(words.remove(at: index).dropFirst(name.count + 1))
        }
        guard let index = words.firstIndex(of: name) else { return nil }
        taken.insert(name)
        guard index + 1 < words.count else { throw UsageError(message: "Missing value for '\(name)'", help: help) }
        let value = words[index + 1]
        words.removeSubrange(index...index + 1)
        return value
    }

    /// An option whose value must be one of `choices`.
    mutating func choice(_ name: String, _ choices: [String], default value: String) throws(UsageError) -> String {
        guard let given = try option(name) else { return value }
        guard choices.contains(given) else {
            throw UsageError(
                message: "The value '\(given)' is invalid for '\(name)'; choose one of \(choices.joined(separator: ", "))",
                help: help)
        }
        return given
    }

    /// The remaining words, which must not look like options (`-` alone is stdin; words
    /// after `--` are taken as they are).
    mutating func positionals() throws(UsageError) -> [String] {
        var result: [String] = []
        var literal = false
        for word in words {
            if literal || word == "-" || !word.hasPrefix("-") {
                result.append(word)
            } else if word == "--" {
                literal = true
            } else if let name = word.split(separator: "=").first.map(String.init), taken.contains(name) {
                throw UsageError(message: "The option '\(name)' is given more than once", help: help)
            } else {
                throw UsageError(message: "Unknown option '\(word)'", help: help)
            }
        }
        words.removeAll()
        return result
    }
}
