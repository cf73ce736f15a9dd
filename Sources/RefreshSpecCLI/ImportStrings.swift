import Foundation
import RefreshReport
import RefreshSpec
import YAML

/// `refreshspec strings import SPEC --from DIR`: translated `.strings` files or a String
/// Catalog written back into the spec's `strings` block, in place.
struct ImportStrings: Command {
    static let help = CommandHelp(
        name: "strings import",
        abstract: "Write translated .strings files or a String Catalog back into a spec's strings, in place.",
        usage: "refreshspec strings import <file> --from <dir>",
        discussion: """
            Reads <dir>/Localizable.xcstrings and <dir>/<locale>.lproj/Localizable.strings (UTF-8, or UTF-16 with a \
            byte order mark). Only the lines of texts that changed or were added are rewritten; every other byte of \
            the spec, comments included, stays. A new text equal to what the label already shows is not added; \
            texts are never deleted. Importing an unchanged export leaves the file byte for byte the same.
            """,
        arguments: [.init(name: "<file>", text: "The spec to update.")],
        options: [.init(name: "--from <dir>", text: "The folder of translations (or one .xcstrings file).")])

    var file: String
    var folder: String

    init(arguments: inout Arguments) throws(UsageError) {
        folder = try arguments.requiredOption("--from", placeholder: "<dir>")
        file = try SpecArgument.single(&arguments, help: Self.help)
        guard file != "-" else {
            throw UsageError(
                message: "strings import updates a spec file in place; name the file instead of '-'", help: Self.help)
        }
    }

    func run() -> ExitStatus {
        let loaded: LoadResult
        do { loaded = try SpecFile.load(file).get().file } catch { return error.status }
        let translations: TranslationFolder
        do {
            translations = try TranslationFolder(path: folder)
        } catch {
            return report(error)
        }
        for name in translations.skipped { Output.error("refreshspec: warning: skipped '\(name)': not a locale id\n") }
        let renderer = DiagnosticRenderer(colors: Output.errorUsesColors)
        let outcome: StringsImport.Outcome
        do {
            outcome = try StringsImport.apply(translations.locales, to: loaded)
        } catch {
            Output.error(renderer.render(error, sourceLine: loaded.source.lineText(error.mark.line)))
            return .failure
        }
        switch outcome {
        case .upToDate:
            Output.write("\(file): up to date\n")
            return .success
        case .invalid(let edited):
            for error in edited.diagnostics.errors {
                Output.error(renderer.render(error, sourceLine: edited.source.lineText(error.mark.line)))
            }
            Output.error("refreshspec: error: the imported texts would make '\(file)' invalid; nothing was written\n")
            return .failure
        case .edited(let bytes, let changed, let added):
            guard OutputFile.write(Data(bytes), to: file) else { return .usage }
            Output.write("\(file): \(changed) changed, \(added) added\n")
            return .success
        }
    }

    private func report(_ failure: TranslationFolder.Failure) -> ExitStatus {
        switch failure {
        case .unusable(let path, let reason):
            Output.error("refreshspec: error: cannot use '\(path)': \(reason)\n")
            return .usage
        case .malformed(let diagnostic, let bytes):
            let isUTF16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
            let line = isUTF16 ? nil : Source(path: diagnostic.file, bytes: bytes).lineText(diagnostic.mark.line)
            Output.error(DiagnosticRenderer(colors: Output.errorUsesColors).render(diagnostic, sourceLine: line))
            return .failure
        }
    }
}
