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
        "--from", valueName: "<dir>", abstract: "The folder of translations (or one .xcstrings or .xliff file).",
        isRequired: true)
    static let dryRunFlag = Flag(name: "--dry-run", abstract: "Print each change the import would make; write nothing.")
    static let theirsFlag = Flag(
        name: "--theirs", abstract: "Take the file's text where both it and the spec changed since the export.")

    static let help = CommandHelp(
        name: "strings import",
        abstract: "Write translated .strings files or a String Catalog back into a spec's strings, in place.",
        discussion: """
            Reads <dir>/Localizable.xcstrings, <dir>/Localizable.xliff (XLIFF 1.2: each <file>'s target-language, \
            each <trans-unit>'s <target>) and <dir>/<locale>.lproj/Localizable.strings (UTF-8, or UTF-16 with a \
            byte order mark). Only the lines of texts that changed or were added are rewritten; every other byte of \
            the spec, comments included, stays. A new text equal to what the label already shows is not added; \
            texts are never deleted. Importing an unchanged export leaves the file byte for byte the same. The \
            spec is judged as it will be after the import: errors the imported texts resolve (labels naming keys \
            with no strings yet, before a first delivery) do not block it; any other error does, and nothing is \
            written. With the refreshspec-export.json that 'strings export' wrote beside the files, each text is \
            decided three ways: changed only in the file, it is taken; changed only in the spec since the export, \
            the spec's is kept ('kept newer text'); changed in both, it is a conflict: the spec's is kept and the \
            exit status is 1, unless --theirs takes the file's. Of a catalog of many specs, the spec takes the keys \
            it has in its strings or its labels show; the others are left out and counted.
            """,
        argument: fileArgument,
        options: [fromOption.help, dryRunFlag.help, theirsFlag.help])

    var file: String
    var folder: String
    var dryRun: Bool
    var theirs: Bool

    init(arguments: inout Arguments) throws(UsageError) {
        folder = try arguments.required(Self.fromOption)
        dryRun = arguments.flag(Self.dryRunFlag)
        theirs = arguments.flag(Self.theirsFlag)
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
        let (own, leftOut) = StringsImport.ownKeys(of: translations.locales, for: loaded)
        // A catalog of a whole app holds other specs' keys: said, not an error.
        if leftOut > 0 {
            Console.write("\(file): \(leftOut) \(leftOut == 1 ? "text" : "texts") of keys it neither has nor shows left out\n")
        }
        let decided = translations.exported.map { StringsImport.decide(own, for: loaded, exported: $0, takingTheirs: theirs) }
        let outcome: StringsImport.Outcome
        do {
            outcome = try StringsImport.apply(decided?.imported ?? own, to: loaded)
        } catch {
            Console.report([error], quoting: loaded.source)
            return .failure
        }
        // What the three-way rule kept or found in conflict, printed with what the import writes.
        let decisions = (decided?.decisions ?? []).map { Self.line($0, in: file) }.joined()
        let conflicts = decided?.conflicts ?? 0
        switch outcome {
        case .upToDate:
            Console.write(decisions + "\(file): up to date\n")
            return Self.status(conflicts: conflicts)
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
            Console.write(decisions + texts.map { Self.line($0, in: file) }.joined())
            if dryRun {
                Console.write("\(file): \(changed) would change, \(added) would be added (--dry-run: nothing written)\n")
                return Self.status(conflicts: conflicts)
            }
            guard OutputFile.write(Data(bytes), to: file, unchangedSince: stamp) else { return .usage }
            Console.write("\(file): \(changed) changed, \(added) added\n")
            return Self.status(conflicts: conflicts)
        }
    }

    /// Success, or, when conflicts were left unwritten, failure after saying so.
    private static func status(conflicts: Int) -> ExitStatus {
        guard conflicts > 0 else { return .success }
        Console.report(.conflictsLeft(conflicts))
        return .failure
    }

    /// `feed.yaml:30: zh-Hans feed.refreshing: kept newer text '正在加载新闻…' (the file still has the
    /// exported '正在获取新闻...')`, or a conflict with both texts.
    private static func line(_ decision: StringsImport.Decision, in file: String) -> String {
        let (spec, theirs) = (quoted(decision.spec), quoted(decision.file))
        let what =
            switch decision.kind {
            case .keptNewer: "kept newer text \(spec) (the file still has the exported \(theirs))"
            case .conflict: "conflict: the spec has \(spec), the file \(theirs); both changed since the export (not written)"
            case .conflictTakingTheirs:
                "conflict: the spec had \(spec), the file \(theirs); both changed since the export (--theirs: the file's)"
            }
        return
            "\(file):\(decision.line): \(TerminalText.visible(decision.locale)) \(TerminalText.visible(decision.key)): \(what)\n"
    }

    /// `feed.yaml:7: zh-Hans feed.refreshing: '正在加载新闻…' → '正在获取新闻...'`, or `… added '…'`;
    /// each text shortened and with its invisible characters escaped, as every report prints one.
    private static func line(_ change: StringsImport.TextChange, in file: String) -> String {
        let what = change.old.map { "\(quoted($0)) → \(quoted(change.new))" } ?? "added \(quoted(change.new))"
        return "\(file):\(change.line): \(TerminalText.visible(change.locale)) \(TerminalText.visible(change.key)): \(what)\n"
    }

    /// A text in quotes, shortened and with its invisible characters escaped, as every report prints one.
    private static func quoted(_ text: String) -> String { "'\(TerminalText.visible(LongText.shortened(text)))'" }
}

extension ToolMessage {
    /// A spec with errors, into which nothing is imported.
    static func specHasErrors(_ file: String) -> ToolMessage {
        ToolMessage(severity: .error, text: "'\(file)' has errors; fix them, then import again (nothing was written)")
    }

    /// Texts both the spec and the file changed since the export, left as the spec has them.
    static func conflictsLeft(_ count: Int) -> ToolMessage {
        ToolMessage(
            severity: .error,
            text: "\(count) \(count == 1 ? "text" : "texts") changed in both the spec and the file since the export; "
                + "the spec's \(count == 1 ? "is" : "are") kept (\(ImportStringsCommand.theirsFlag.name) takes the file's)")
    }

    /// Translations that would leave the spec with errors; the spec is left as it was.
    static func importWouldInvalidate(_ file: String) -> ToolMessage {
        ToolMessage(severity: .error, text: "the imported texts would make '\(file)' invalid; nothing was written")
    }
}
