import Diagnostics
import Foundation
import RefreshLocalization
import RefreshReport
import RefreshSpec
import YAML

/// `refreshspec strings import SPEC --from DIR`: translated `.strings` files or a String
/// Catalog written back into the spec's `strings` block, in place.
struct ImportStringsCommand: Command {
    static let fileArgument = Positional.specFile("The spec to update.")
    static let fromOption = Option<String?>(
        "--from", valueName: "<dir>", abstract: "The folder of translations (or one .xcstrings file).", isRequired: true)
    static let dryRunFlag = Flag(name: "--dry-run", abstract: "Print each change the import would make; write nothing.")

    static let help = CommandHelp(
        name: "strings import",
        abstract: "Write translated .strings files or a String Catalog back into a spec's strings, in place.",
        discussion: """
            Reads <dir>/Localizable.xcstrings and <dir>/<locale>.lproj/Localizable.strings (UTF-8, or UTF-16 with a \
            byte order mark). Only the lines of texts that changed or were added are rewritten; every other byte of \
            the spec, comments included, stays. A new text equal to what the label already shows is not added; \
            texts are never deleted. Importing an unchanged export leaves the file byte for byte the same. The \
            spec is judged as it will be after the import: errors the imported texts resolve (labels naming keys \
            with no strings yet, before a first delivery) do not block it; any other error does, and nothing is \
            written.
            """,
        argument: fileArgument,
        options: [fromOption.help, dryRunFlag.help])

    var file: String
    var folder: String
    var dryRun: Bool

    init(arguments: inout Arguments) throws(UsageError) {
        folder = try arguments.required(Self.fromOption)
        dryRun = arguments.flag(Self.dryRunFlag)
        file = try arguments.values(of: Self.fileArgument)[0]
        guard file != "-" else {
            throw arguments.usageError("strings import updates a spec file in place; name the file instead of '-'")
        }
    }

    func run() -> ExitStatus {
        // Taken before reading: a change made from here on is caught before the file is replaced.
        let stamp = OutputFile.Stamp(path: file)
        let loaded: LoadResult
        do {
            loaded = Spec.load(source: try Source.read(path: file, fileName: FileSystemNames.bytes(of: file)))
        } catch {
            Console.report(.cannotRead(error.path, reason: error.reason))
            return .usage
        }
        // A spec with errors is judged as edited (below): its errors are printed only if they stay.
        if !loaded.hasErrors { Console.report(loaded.diagnostics, quoting: loaded.source) }
        let translations: TranslationFolder
        do {
            translations = try TranslationFolder(path: folder)
        } catch {
            return error.report()
        }
        for message in translations.warnings { Console.report(message) }
        let outcome: StringsImport.Outcome
        do {
            outcome = try StringsImport.apply(translations.locales, to: loaded)
        } catch {
            Console.report([error], quoting: loaded.source)
            return .failure
        }
        switch outcome {
        case .upToDate:
            Console.write("\(file): up to date\n")
            return .success
        case .invalid(let edited):
            // The spec's own errors that the import leaves, located in the file as it is;
            // else what the imported texts would break, located in the text as edited.
            let remaining = loaded.diagnostics.errors.filter { error in
                edited.diagnostics.errors.contains { $0.rule == error.rule && $0.message == error.message }
            }
            if remaining.isEmpty {
                Console.report(edited.diagnostics.errors, quoting: edited.source)
                Console.report(.importWouldInvalidate(file))
            } else {
                Console.report(remaining, quoting: loaded.source)
                Console.report(.specHasErrors(file))
            }
            return .failure
        case .edited(let bytes, let changed, let added, let texts):
            Console.write(texts.map { Self.line($0, in: file) }.joined())
            if dryRun {
                Console.write("\(file): \(changed) would change, \(added) would be added (--dry-run: nothing written)\n")
                return .success
            }
            guard OutputFile.write(Data(bytes), to: file, unchangedSince: stamp) else { return .usage }
            Console.write("\(file): \(changed) changed, \(added) added\n")
            return .success
        }
    }

    /// `feed.yaml:7: zh-Hans feed.refreshing: '正在加载新闻…' → '正在获取新闻...'`, or `… added '…'`;
    /// each text shortened and with its invisible characters escaped, as every report prints one.
    private static func line(_ change: StringsImport.TextChange, in file: String) -> String {
        func quoted(_ text: String) -> String { "'\(TerminalText.visible(LongText.shortened(text)))'" }
        let what = change.old.map { "\(quoted($0)) → \(quoted(change.new))" } ?? "added \(quoted(change.new))"
        return "\(file):\(change.line): \(TerminalText.visible(change.locale)) \(TerminalText.visible(change.key)): \(what)\n"
    }
}

extension ToolMessage {
    /// A spec with errors, into which nothing is imported.
    static func specHasErrors(_ file: String) -> ToolMessage {
        ToolMessage(severity: .error, text: "'\(file)' has errors; fix them, then import again (nothing was written)")
    }

    /// Translations that would leave the spec with errors; the spec is left as it was.
    static func importWouldInvalidate(_ file: String) -> ToolMessage {
        ToolMessage(severity: .error, text: "the imported texts would make '\(file)' invalid; nothing was written")
    }
}
