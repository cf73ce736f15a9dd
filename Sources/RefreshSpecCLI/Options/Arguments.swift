/// The words after a subcommand, consumed by the parser one declared option at a time.
struct Arguments {
    private(set) var words: [String]
    /// The command whose usage a usage error shows.
    let help: CommandHelp
    /// The options and flags taken so far, to tell a repeated one from an unknown one.
    private var taken: Set<String> = []

    init(_ words: [String], help: CommandHelp) {
        self.words = words
        self.help = help
    }

    /// Whether `-h` or `--help` is among the words (before any `--`).
    var wantsHelp: Bool {
        words.prefix(while: { $0 != "--" }).contains { Flag.showHelp.names.contains($0) }
    }

    /// Removes a flag and tells whether it was there.
    mutating func flag(_ flag: Flag) -> Bool {
        guard let index = words.firstIndex(where: { flag.names.contains($0) }) else { return false }
        words.remove(at: index)
        taken.insert(flag.name)
        return true
    }

    /// Removes `--name value` or `--name=value` and returns the parsed value, or the option's
    /// default when it is not given.
    mutating func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value {
        guard let given = try word(for: option.name) else { return option.defaultValue }
        do {
            return try option.parse(given)
        } catch {
            throw usageError("the value '\(given)' is invalid for '\(option.name)'; \(error.hint)")
        }
    }

    /// An option whose value is optional and given only after `=` (`--update`,
    /// `--update=all`): `bare` when the option is given without one, nil when it is not given.
    mutating func valueOrBare<Value>(_ option: Option<Value?>, bare: Value) throws(UsageError) -> Value? {
        if let index = words.firstIndex(of: option.name) {
            words.remove(at: index)
            taken.insert(option.name)
            return bare
        }
        guard words.contains(where: { $0.hasPrefix(option.name + "=") }) else { return nil }
        return try value(option)
    }

    /// Every value of an option that may be given several times (`--locale en --locale ar`),
    /// in the order given; empty when it is not given.
    mutating func values<Value>(_ option: Option<Value?>) throws(UsageError) -> [Value] {
        var values: [Value] = []
        while let value = try value(option) { values.append(value) }
        return values
    }

    /// ``value(_:)`` of an option without which the command cannot run.
    mutating func required<Value>(_ option: Option<Value?>) throws(UsageError) -> Value {
        guard let value = try value(option) else {
            throw usageError("missing expected option '\(option.name) \(option.valueName)'")
        }
        return value
    }

    /// The one spec file (`<file>`), the one or more paths (`<path> ...`), or the one optional
    /// word (`[<name>]`, none when it is not given) the words name.
    mutating func values(of argument: Positional) throws(UsageError) -> [String] {
        let values = try positionals()
        guard !values.isEmpty || argument.isOptional else { throw usageError("missing expected argument '\(argument.usage)'") }
        guard argument.repeats || values.count <= 1 else {
            throw usageError(argument.isOptional ? "expected at most one \(argument.name)" : "expected one spec file")
        }
        return values
    }

    /// Checks that no words are left for a command that takes no argument.
    mutating func expectNoMore() throws(UsageError) {
        if let word = try positionals().first { throw usageError("unexpected argument '\(word)'") }
    }

    /// A usage error that shows this command's usage line and where its help is.
    func usageError(_ message: String) -> UsageError {
        UsageError(message: message, help: help)
    }

    /// Removes `--name value` or `--name=value` and returns the value as typed.
    private mutating func word(for name: String) throws(UsageError) -> String? {
        if let index = words.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            taken.insert(name)
            return String(words.remove(at: index).dropFirst(name.count + 1))
        }
        guard let index = words.firstIndex(of: name) else { return nil }
        taken.insert(name)
        guard index + 1 < words.count else { throw usageError("missing value for '\(name)'") }
        let value = words[index + 1]
        words.removeSubrange(index...index + 1)
        return value
    }

    /// The remaining words, which must not look like options (`-` alone is stdin; words
    /// after `--` are taken as they are).
    private mutating func positionals() throws(UsageError) -> [String] {
        var result: [String] = []
        var literal = false
        for word in words {
            if literal || word == "-" || !word.hasPrefix("-") {
                result.append(word)
            } else if word == "--" {
                literal = true
            } else if let name = word.split(separator: "=").first.map(String.init), taken.contains(name) {
                throw usageError("the option '\(name)' is given more than once")
            } else {
                throw usageError("unknown option '\(word)'")
            }
        }
        words.removeAll()
        return result
    }
}
