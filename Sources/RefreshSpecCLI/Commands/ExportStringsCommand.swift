import RefreshLocalization
import RefreshSpec

/// `refreshspec strings export SPEC`: the spec's texts as Apple `.strings` files or one
/// String Catalog, for translators.
struct ExportStringsCommand: Command {
    /// What the texts are written as.
    enum Format: String, OptionChoice {
        /// `<dir>/<locale>.lproj/Localizable.strings`, one per locale.
        case strings
        /// One `<dir>/Localizable.xcstrings`.
        case xcstrings
    }

    static let fileArgument = Positional.specFile("The spec whose strings to export.")
    static let outputOption: Option<String?> = OutputFolderOption.option(
        abstract: "The folder to write to (created when missing).", default: nil, isRequired: true, wrap: { $0 })
    static let formatOption = Option<Format>.format(default: .strings)
    static let includeBuiltInsFlag = Flag(
        name: "--include-builtins", abstract: "Also write the built-in texts the spec's labels use.")

    static let help = CommandHelp(
        name: "strings export",
        abstract: "Write a spec's texts as .strings files (one per locale) or as one String Catalog.",
        discussion: """
            strings: <dir>/<locale>.lproj/Localizable.strings, UTF-8. xcstrings: <dir>/Localizable.xcstrings with the \
            spec's defaultLocale as sourceLanguage. Import the translated files with 'refreshspec strings import'.
            """,
        argument: fileArgument,
        options: [outputOption.help, OutputFolder.allowOutsideFlag.help, formatOption.help, includeBuiltInsFlag.help])

    var file: String
    var output: OutputFolder
    var format: Format
    var includeBuiltIns: Bool

    init(arguments: inout Arguments) throws(UsageError) {
        format = try arguments.value(Self.formatOption)
        includeBuiltIns = arguments.flag(Self.includeBuiltInsFlag)
        output = OutputFolder(
            path: try arguments.required(Self.outputOption), allowsOutside: arguments.flag(OutputFolder.allowOutsideFlag))
        file = try arguments.values(of: Self.fileArgument)[0]
    }

    func run() -> ExitStatus {
        let spec: Spec
        let block: StringsBlock
        do {
            let loaded = try SpecFile.load(file).get()
            (spec, block) = (loaded.spec, loaded.file.strings)
        } catch { return error.status }
        if block.locales.isEmpty, !includeBuiltIns {
            Console.report(.noStrings(file))
        }
        let files: [(path: String, text: String)]
        switch format {
        case .xcstrings:
            let catalog = StringsExport.catalog(of: spec, block: block, includeBuiltIns: includeBuiltIns)
            files = [("Localizable.xcstrings", XCStrings.render(catalog))]
        case .strings:
            files = StringsExport.locales(of: spec, block: block, includeBuiltIns: includeBuiltIns).map { locale in
                ("\(locale.id).lproj/Localizable.strings", AppleStrings.render(locale.entries))
            }
        }
        if let problem = output.problem(names: files.map(\.path)) {
            Console.report(problem.message)
            return .usage
        }
        for (name, text) in files {
            let path = output.path(of: name)
            guard OutputFile.write(text, to: path) else { return .usage }
            Console.write("wrote \(path)\n")
        }
        return .success
    }
}

extension ToolMessage {
    /// A spec without a `strings` block, exported without `--include-builtins`: nothing to translate.
    static func noStrings(_ file: String) -> ToolMessage {
        ToolMessage(
            severity: .warning,
            text: "'\(file)' has no strings; \(ExportStringsCommand.includeBuiltInsFlag.name) exports the built-in ones")
    }
}
