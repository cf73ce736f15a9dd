import Diagnostics
import Foundation
import RefreshLocalization
import RefreshSpec
import YAML

/// `refreshspec strings export PATH...`: the texts of one spec or of a whole app's specs as
/// Apple `.strings` files or one String Catalog, for translators; merged into what the output
/// folder already holds.
struct ExportStringsCommand: Command {
    /// What the texts are written as.
    enum Format: String, OptionChoice {
        /// `<dir>/<locale>.lproj/Localizable.strings`, one per locale.
        case strings
        /// One `<dir>/Localizable.xcstrings`.
        case xcstrings
        /// One `<dir>/Localizable.xliff`: XLIFF 1.2, a `<file>` per target locale.
        case xliff
    }

    static let pathsArgument = Positional(
        name: "<path>", repeats: true,
        abstract: "The specs whose strings to export, or directories searched for *.yaml and *.yml.")
    static let outputOption: Option<String?> = OutputFolderOption.option(
        abstract: "The folder to write to (created when missing).", default: nil, isRequired: true, wrap: { $0 })
    static let formatOption = Option<Format>.format(default: .strings)
    static let includeBuiltInsFlag = Flag(
        name: "--include-builtins", abstract: "Also write the built-in texts the spec's labels use.")

    static let help = CommandHelp(
        name: "strings export",
        abstract: "Write the texts of specs as .strings files (one per locale) or as one String Catalog.",
        discussion: """
            strings: <dir>/<locale>.lproj/Localizable.strings, UTF-8. xcstrings: <dir>/Localizable.xcstrings with the \
            first spec's defaultLocale as sourceLanguage. xliff: <dir>/Localizable.xliff, XLIFF 1.2 as Xcode writes it, \
            a <file> per locale translated into (a text XML cannot carry, such as a control character, is an error). Every spec's keys go into one catalog: a key two specs give \
            different texts in one locale is an error at both, and nothing is written. A file already in <dir> is \
            merged key by key: its other keys stay, the specs' keys take the specs' texts. Beside the files, \
            refreshspec-export.json records a hash of each text exported, so that 'refreshspec strings import' \
            of the translated files keeps a text the spec changed since.
            """,
        argument: pathsArgument,
        options: [outputOption.help, OutputFolder.allowOutsideFlag.help, formatOption.help, includeBuiltInsFlag.help])

    var paths: [String]
    var output: OutputFolder
    var format: Format
    var includeBuiltIns: Bool

    init(arguments: inout Arguments) throws(UsageError) {
        format = try arguments.value(Self.formatOption)
        includeBuiltIns = arguments.flag(Self.includeBuiltInsFlag)
        output = OutputFolder(
            path: try arguments.required(Self.outputOption), allowsOutside: arguments.flag(OutputFolder.allowOutsideFlag))
        paths = try arguments.values(of: Self.pathsArgument)
    }

    func run() -> ExitStatus {
        let export: MergedExport
        let sources: [String: Source]
        switch merged() {
        case .success(let merged): (export, sources) = merged
        case .failure(let failure): return failure.status
        }
        let files: [(path: String, text: String)]
        do throws(TranslationFolder.Failure) {
            files = try self.files(of: export, sources: sources)
        } catch {
            return error.report()
        }
        return output.write(files.map { (name: $0.path, text: $0.text) }) ? .success : .usage
    }

    /// Every spec's texts in one export; a spec that does not load, or two texts of one key
    /// that differ, are reported and fail it.
    private func merged() -> Result<(MergedExport, sources: [String: Source]), SpecFileFailure> {
        let files = InputFiles(paths)
        for (_, message) in files.unusable { Console.report(message) }
        for message in files.skipped { Console.report(message) }
        guard files.unusable.isEmpty else { return .failure(SpecFileFailure(status: .usage)) }
        var export = MergedExport()
        var sources: [String: Source] = [:]
        var status = ExitStatus.success
        var withoutStrings: [String] = []
        for path in files.paths {
            let spec: Spec
            let loaded: LoadResult
            switch SpecFile.load(path) {
            case .success(let found): (spec, loaded) = found
            case .failure(let failure):
                if status != .usage { status = failure.status }
                continue
            }
            if loaded.strings.locales.isEmpty { withoutStrings.append(path) }
            sources[path] = loaded.source
            export.add(spec, block: loaded.strings, path: path, includeBuiltIns: includeBuiltIns)
        }
        guard status == .success else { return .failure(SpecFileFailure(status: status)) }
        // Said of each spec only when none has a text: a folder of an app has specs without.
        if !includeBuiltIns, withoutStrings.count == files.paths.count {
            for path in withoutStrings { Console.report(.noStrings(path)) }
        }
        guard export.conflicts.isEmpty else {
            for (path, diagnostics) in export.conflicts { Console.report(diagnostics, quoting: sources[path]) }
            Console.report(.conflictingTexts)
            return .failure(SpecFileFailure(status: .failure))
        }
        return .success((export, sources))
    }

    /// The files to write, each merged over the file of that name already in the output, and
    /// the export manifest last; `sources` are the specs', to quote a text that cannot be written.
    private func files(
        of export: MergedExport, sources: [String: Source]
    ) throws(TranslationFolder.Failure) -> [(path: String, text: String)] {
        try catalogFiles(of: export, sources: sources) + [(ExportManifest.fileName, try manifest(of: export).render())]
    }

    /// The manifest already in the output (if any) with the hash of every text exported now.
    private func manifest(of export: MergedExport) throws(TranslationFolder.Failure) -> ExportManifest {
        var manifest = ExportManifest()
        if let bytes = try existingBytes(ExportManifest.fileName) {
            do {
                manifest = try ExportManifest.parse(bytes, path: output.path(of: ExportManifest.fileName))
            } catch {
                throw .malformed(error, bytes: bytes)
            }
        }
        for locale in export.locales { manifest.record(locale.id, locale.entries) }
        return manifest
    }

    /// The catalog's files, each merged over the file of that name already in the output.
    private func catalogFiles(
        of export: MergedExport, sources: [String: Source]
    ) throws(TranslationFolder.Failure) -> [(path: String, text: String)] {
        switch format {
        case .xcstrings:
            let name = "Localizable.xcstrings"
            var existing: XCStrings.Contents?
            if let bytes = try existingBytes(name) {
                do {
                    existing = try XCStrings.parse(bytes, path: output.path(of: name))
                } catch {
                    throw .malformed(error, bytes: bytes)
                }
            }
            return [(name, XCStrings.render(export.catalog(over: existing)))]
        case .xliff:
            var existing: XLIFF.Document?
            if let bytes = try existingBytes(XLIFF.fileName) {
                do {
                    existing = try XLIFF.parse(bytes, path: output.path(of: XLIFF.fileName))
                } catch {
                    throw .malformed(error, bytes: bytes)
                }
            }
            let document = XLIFF.document(of: export, over: existing)
            if let (key, locale, scalar) = XLIFF.firstUnwritableText(in: document) {
                let place = export.place(of: key, locale: locale ?? document.sourceLanguage)
                let diagnostic = Diagnostic(
                    .unwritableInXLIFF(key, locale: locale ?? document.sourceLanguage, scalar: scalar),
                    file: place?.path ?? "", at: place?.mark ?? .start)
                throw .malformed(diagnostic, bytes: sources[diagnostic.file]?.bytes ?? [])
            }
            return [(XLIFF.fileName, XLIFF.render(document))]
        case .strings:
            var files: [(path: String, text: String)] = []
            for locale in export.locales {
                let name = "\(locale.id).lproj/Localizable.strings"
                var existing: [(key: String, value: String)] = []
                if let bytes = try existingBytes(name) {
                    do {
                        existing = try AppleStrings.parse(bytes, path: output.path(of: name)).map { ($0.key, $0.value) }
                    } catch {
                        throw .malformed(error, bytes: bytes)
                    }
                }
                files.append((name, AppleStrings.render(MergedExport.entries(locale.entries, over: existing))))
            }
            return files
        }
    }

    /// The bytes of the output's file `name`, nil when there is none.
    private func existingBytes(_ name: String) throws(TranslationFolder.Failure) -> [UInt8]? {
        let path = output.path(of: name)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try TranslationFolder.bytes(at: path)
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

extension ToolMessage {
    /// Two specs of one export that give a key different texts.
    static var conflictingTexts: ToolMessage {
        ToolMessage(severity: .error, text: "the specs give one key different texts; nothing was written")
    }
}
