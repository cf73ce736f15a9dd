import RefreshSpec

/// A `--name <value>` option, declared once: the parser reads it with `Arguments.value(_:)`
/// and `--help` lists it from the same declaration, so the two cannot drift apart.
struct Option<Value: Sendable>: Sendable {
    /// The word typed on the command line, such as `--format`.
    let name: String
    /// The value's placeholder in help and usage, such as `<format>`.
    let valueName: String
    /// What the option does, as `--help` prints it.
    let abstract: String
    /// The value when the option is not given (nil for an optional option that is absent).
    let defaultValue: Value
    /// Whether the command cannot run without it (`missing expected option '--output <dir>'`).
    let isRequired: Bool
    /// Turns the typed word into a value, or says what to give instead.
    let parse: @Sendable (String) throws(InvalidValue) -> Value

    init(
        _ name: String, valueName: String, abstract: String, default defaultValue: Value, isRequired: Bool = false,
        parse: @escaping @Sendable (String) throws(InvalidValue) -> Value
    ) {
        self.name = name
        self.valueName = valueName
        self.abstract = abstract
        self.defaultValue = defaultValue
        self.isRequired = isRequired
        self.parse = parse
    }

    /// The option's line in `--help`.
    var help: CommandHelp.OptionEntry {
        CommandHelp.OptionEntry(label: "\(name) \(valueName)", abstract: abstract, isRequired: isRequired)
    }
}

/// Why a typed value does not fit its option: what to give instead, the end of
/// `the value 'x' is invalid for '--jobs'; give a whole number of at least 1`.
struct InvalidValue: Error {
    var hint: String
}

extension Option where Value == String? {
    /// An option whose value is taken as typed, nil when it is not given.
    init(_ name: String, valueName: String, abstract: String, isRequired: Bool = false) {
        self.init(name, valueName: valueName, abstract: abstract, default: nil, isRequired: isRequired) { $0 }
    }

    /// `--locale <locale>`: a locale id of BCP 47's shape, like the spec's own locale ids.
    static func locale(abstract: String) -> Self {
        Option("--locale", valueName: "<locale>", abstract: abstract, default: nil) { locale throws(InvalidValue) in
            guard LocaleID.isWellFormed(locale) else {
                let meant = Spec.suggestedLocale(for: locale).map { "did you mean '\($0)'? " } ?? ""
                throw InvalidValue(hint: meant + "give a locale id such as en, zh-Hans or pt-BR")
            }
            return locale
        }
    }
}

/// The accepted words of an option such as `--format`: each case's raw value is one word.
protocol OptionChoice: CaseIterable, RawRepresentable<String>, Sendable {
    /// How `--help` lists the case: its word, and a note when the word needs one.
    var helpText: String { get }
}

extension OptionChoice {
    var helpText: String { rawValue }
}

extension Option where Value: OptionChoice {
    /// An option whose value is one of `Value`'s cases; the help lists them and the default:
    /// `text, json, sarif or github (default: text)`.
    init(choice name: String, valueName: String, default defaultValue: Value) {
        let words = Value.allCases.map(\.helpText)
        let list = words.dropLast().joined(separator: ", ") + (words.count > 1 ? " or " : "") + (words.last ?? "")
        self.init(name, valueName: valueName, abstract: "\(list) (default: \(defaultValue.rawValue))", default: defaultValue) {
            word throws(InvalidValue) in
            guard let value = Value(rawValue: word) else {
                throw InvalidValue(hint: "choose one of " + Value.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return value
        }
    }

    /// `--format <format>`: how a command writes its results.
    static func format(default defaultValue: Value) -> Self {
        Option(choice: "--format", valueName: "<format>", default: defaultValue)
    }
}

/// A `--name` switch without a value.
struct Flag: Sendable {
    /// The word typed on the command line, such as `--strict`.
    let name: String
    /// A one-letter spelling, such as `-h`.
    var shortName: String? = nil
    /// What the flag does, as `--help` prints it.
    let abstract: String

    /// Every spelling the parser accepts, the short one first.
    var names: [String] {
        [shortName, name].compactMap { $0 }
    }

    /// The flag's line in `--help`: `-h, --help`.
    var help: CommandHelp.OptionEntry {
        CommandHelp.OptionEntry(label: names.joined(separator: ", "), abstract: abstract)
    }

    /// `-h` or `--help`, which every command understands.
    static let showHelp = Flag(name: "--help", shortName: "-h", abstract: "Show help information.")
}

/// The positional argument of a command: `<file>` (exactly one spec) or `<path> ...` (one or more).
struct Positional: Sendable {
    /// The placeholder in help and usage, such as `<file>`.
    let name: String
    /// Whether several may be given (`<path> ...`).
    let repeats: Bool
    /// What to give, as `--help` prints it.
    let abstract: String
    /// Whether the command runs without it (`init [<name>]`).
    var isOptional = false

    /// How usage lines and "missing argument" errors spell it: `<path> ...`, `<file>` or `[<name>]`.
    var usage: String {
        let words = repeats ? "\(name) ..." : name
        return isOptional ? "[\(words)]" : words
    }

    /// Spec files and folders, or `-` for standard input (`validate`, `strings check`).
    static let specPaths = Positional(
        name: "<path>", repeats: true,
        abstract: "Spec files, or directories searched for *.yaml and *.yml; '-' reads standard input.")

    /// `<file>`: exactly one spec, with what the command does to it.
    static func specFile(_ abstract: String) -> Positional {
        Positional(name: "<file>", repeats: false, abstract: abstract)
    }
}
