import RefreshLocalization
import RefreshSpec

/// `refreshspec strings pseudo SPEC`: the pseudo-locales' texts as the app takes them, so that it
/// shows `en-XA` and `ar-XB` as `run` does.
struct PseudoStringsCommand: Command {
    /// What the texts are written as: the forms an app reads at run time.
    enum Format: String, OptionChoice {
        /// `<dir>/<locale>.lproj/Localizable.strings`, one per pseudo-locale.
        case strings
        /// One `<dir>/Localizable.xcstrings`, English beside.
        case xcstrings
    }

    static let fileArgument = Positional.specFile("The spec whose labels to make pseudo-locale texts of.")
    static let localeOption = Option<PseudoLocale?>(
        "--locale", valueName: "<locale>",
        abstract: "en-XA or ar-XB; may be given twice (default: both).", default: nil
    ) { word throws(InvalidValue) in
        guard let pseudo = PseudoLocale(locale: word) else {
            throw InvalidValue(hint: "choose one of " + PseudoLocale.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return pseudo
    }
    static let outputOption: Option<String?> = OutputFolderOption.option(
        abstract: "The folder to write to (created when missing).", default: nil, isRequired: true, wrap: { $0 })
    static let formatOption = Option<Format>.format(default: .strings)

    static let help = CommandHelp(
        name: "strings pseudo",
        abstract: "Write the pseudo-locales' texts (en-XA, ar-XB) for the app, as strings export writes a locale's.",
        discussion: """
            Every key the spec's strings define and every key its labels use, each as a label shows it in the \
            pseudo-locale: the spec's own text for it, else the English text made into it. strings: \
            <dir>/<locale>.lproj/Localizable.strings. xcstrings: <dir>/Localizable.xcstrings with en as \
            sourceLanguage and the English texts beside the pseudo-locales'.
            """,
        argument: fileArgument,
        options: [localeOption.help, outputOption.help, OutputFolder.allowOutsideFlag.help, formatOption.help])

    var file: String
    var locales: [PseudoLocale]
    var output: OutputFolder
    var format: Format

    init(arguments: inout Arguments) throws(UsageError) {
        let given = try arguments.values(Self.localeOption)
        locales = PseudoLocale.allCases.filter(given.contains)
        format = try arguments.value(Self.formatOption)
        output = OutputFolder(
            path: try arguments.required(Self.outputOption), allowsOutside: arguments.flag(OutputFolder.allowOutsideFlag))
        file = try arguments.values(of: Self.fileArgument)[0]
        if locales.isEmpty { locales = PseudoLocale.allCases }
    }

    func run() -> ExitStatus {
        let loaded: (spec: Spec, file: LoadResult)
        do { loaded = try SpecFile.load(file).get() } catch { return error.status }
        let spec = loaded.spec
        let exported = locales.map { StringsExport.pseudoLocale($0, of: spec, block: loaded.file.strings) }
        let files: [(name: String, text: String)]
        switch format {
        case .strings:
            files = exported.map { ("\($0.id).lproj/Localizable.strings", AppleStrings.render($0.entries)) }
        case .xcstrings:
            let resolver = StringResolver(spec: spec)
            var texts: [String: [String: String]] = [:]
            for locale in exported {
                texts[locale.id] = Dictionary(locale.entries, uniquingKeysWith: { first, _ in first })
                for entry in locale.entries {
                    texts[PseudoLocale.source, default: [:]][entry.key] =
                        resolver.resolve(entry.key, locale: PseudoLocale.source)?.text
                }
            }
            let catalog = XCStrings.Contents(sourceLanguage: PseudoLocale.source, texts: texts)
            files = [("Localizable.xcstrings", XCStrings.render(catalog))]
        }
        return output.write(files) ? .success : .usage
    }
}
