import RefreshSpec

/// `refreshspec strings export SPEC`: the spec's texts as Apple `.strings` files or one
/// String Catalog, for translators.
struct ExportStrings: Command {
    static let help = CommandHelp(
        name: "strings export",
        abstract: "Write a spec's texts as .strings files (one per locale) or as one String Catalog.",
        usage: "refreshspec strings export <file> --output <dir> [--format <format>] [--include-builtins]",
        discussion: """
            strings: <dir>/<locale>.lproj/Localizable.strings, UTF-8. xcstrings: <dir>/Localizable.xcstrings with the \
            spec's defaultLocale as sourceLanguage. Import the translated files with 'refreshspec strings import'.
            """,
        arguments: [.init(name: "<file>", text: "The spec whose strings to export.")],
        options: [
            .init(name: "--output <dir>", text: "The folder to write to (created when missing)."),
            .init(name: "--format <format>", text: "strings or xcstrings (default: strings)"),
            .init(name: "--include-builtins", text: "Also write the built-in texts the spec's labels use."),
        ])

    var file: String
    var output: String
    var format: String
    var includeBuiltIns: Bool

    init(arguments: inout Arguments) throws(UsageError) {
        format = try arguments.choice("--format", ["strings", "xcstrings"], default: "strings")
        includeBuiltIns = arguments.flag("--include-builtins")
        output = try arguments.requiredOption("--output", placeholder: "<dir>")
        file = try SpecArgument.single(&arguments, help: Self.help)
    }

    func run() -> ExitStatus {
        let spec: Spec
        let block: StringsBlock
        do {
            let loaded = try SpecFile.load(file).get()
            (spec, block) = (loaded.spec, loaded.file.strings)
        } catch { return error.status }
        if block.locales.isEmpty, !includeBuiltIns {
            Output.error("refreshspec: warning: '\(file)' has no strings; --include-builtins exports the built-in ones\n")
        }
        let files: [(path: String, text: String)]
        if format == "xcstrings" {
            let catalog = StringsExport.catalog(of: spec, block: block, includeBuiltIns: includeBuiltIns)
            files = [("Localizable.xcstrings", XCStrings.render(catalog))]
        } else {
            files = StringsExport.locales(of: spec, block: block, includeBuiltIns: includeBuiltIns).map { locale in
                ("\(locale.id).lproj/Localizable.strings", AppleStrings.render(locale.entries))
            }
        }
        for (name, text) in files {
            let path = output.hasSuffix("/") ? output + name : output + "/" + name
            guard OutputFile.write(text, to: path) else { return .usage }
            Output.write("wrote \(path)\n")
        }
        return .success
    }
}
