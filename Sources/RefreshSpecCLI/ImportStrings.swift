import Diagnostics
import Foundation
import RefreshSpec
import YAML

/// `refreshspec strings import SPEC --from DIR`: translated `.strings` files or a String
/// Catalog written back into the spec's `strings` block, in place.
struct ImportStrings: Command {
    static let fileArgument = Positional.specFile("The spec to update.")
    static let fromOption = Option<String?>(
        "--from", valueName: "<dir>", abstract: "The folder of translations (or one .xcstrings file).", isRequired: true)

    static let help = CommandHelp(
        name: "strings import",
        abstract: "Write translated .strings files or a String Catalog back into a spec's strings, in place.",
        discussion: """
            Reads <dir>/Localizable.xcstrings and <dir>/<locale>.lproj/Localizable.strings (UTF-8, or UTF-16 with a \
            byte order mark). Only the lines of texts that changed or were added are rewritten; every other byte of \
            the spec, comments included, stays. A new text equal to what the label already shows is not added; \
            texts are never deleted. Importing an unchanged export leaves the file byte for byte the same.
            """,
        argument: fileArgument,
        options: [fromOption.help])

    var file: String
    var folder: String

    init(arguments: inout Arguments) throws(UsageError) {
        folder = try arguments.required(Self.fromOption)
        file = try arguments.values(of: Self.fileArgument)[0]
        guard file != "-" else {
            throw arguments.usageError("strings import updates a spec file in place; name the file instead of '-'")
        }
    }

    func run() -> ExitStatus {
        // Taken before reading: a change made from here on is caught before the file is replaced.
        let stamp = OutputFile.Stamp(path: file)
        let loaded: LoadResult
        do { loaded = try SpecFile.load(file).get().file } catch { return error.status }
        let translations: TranslationFolder
        do {
            translations = try TranslationFolder(path: folder)
        } catch {
            return report(error)
        }
        for name in translations.skipped { Output.report(.skipped(name)) }
        let outcome: StringsImport.Outcome
        do {
            outcome = try StringsImport.apply(translations.locales, to: loaded)
        } catch {
            Output.report([error], quoting: loaded.source)
            return .failure
        }
        switch outcome {
        case .upToDate:
            Output.write("\(file): up to date\n")
            return .success
        case .invalid(let edited):
            Output.report(edited.diagnostics.errors, quoting: edited.source)
            Output.report(.importWouldInvalidate(file))
            return .failure
        case .edited(let bytes, let changed, let added):
            guard OutputFile.write(Data(bytes), to: file, unchangedSince: stamp) else { return .usage }
            Output.write("\(file): \(changed) changed, \(added) added\n")
            return .success
        }
    }

    private func report(_ failure: TranslationFolder.Failure) -> ExitStatus {
        switch failure {
        case .unusable(let path, let reason):
            Output.report(.cannotUse(path, reason: reason))
            return .usage
        case .malformed(let diagnostic, let bytes):
            let isUTF16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
            // A UTF-16 file's bytes are not UTF-8 text, so its line is not quoted.
            Output.report([diagnostic], quoting: isUTF16 ? nil : Source(path: diagnostic.file, bytes: bytes))
            return .failure
        }
    }
}

extension ToolMessage {
    /// A `<name>.lproj` folder whose name is no locale id.
    static func skipped(_ folder: String) -> ToolMessage {
        ToolMessage(severity: .warning, text: "skipped '\(folder)': not a locale id")
    }

    /// Translations that would leave the spec with errors; the spec is left as it was.
    static func importWouldInvalidate(_ file: String) -> ToolMessage {
        ToolMessage(severity: .error, text: "the imported texts would make '\(file)' invalid; nothing was written")
    }
}

/// The translations in a folder `strings import` reads: `Localizable.xcstrings` and every
/// `<locale>.lproj/Localizable.strings` (or a single `.xcstrings` file named directly).
struct TranslationFolder {
    /// Texts per locale, in the order read; a later file wins for the same locale and key.
    private(set) var locales: [(locale: String, entries: [(key: String, value: String)])] = []
    /// Folders skipped because their name is no locale id.
    private(set) var skipped: [String] = []
    /// Whether a String Catalog was read (to say why nothing came of it).
    private var readACatalog = false

    /// Why a folder could not be read: a missing path, or a located problem in a file.
    enum Failure: Error {
        case unusable(path: String, reason: String)
        case malformed(Diagnostic, bytes: [UInt8])
    }

    init(path: String) throws(Failure) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unusable(path: path, reason: "No such file or directory")
        }
        guard isDirectory.boolValue else {
            try readCatalog(at: path)
            return
        }
        let catalog = (path as NSString).appendingPathComponent("Localizable.xcstrings")
        if FileManager.default.fileExists(atPath: catalog) { try readCatalog(at: catalog) }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        for name in names where name.hasSuffix(".lproj") {
            let locale = String(name.dropLast(".lproj".count))
            let file = ((path as NSString).appendingPathComponent(name) as NSString).appendingPathComponent("Localizable.strings")
            guard FileManager.default.fileExists(atPath: file) else { continue }
            guard LocaleID.isWellFormed(locale) else {
                skipped.append(name)
                continue
            }
            let bytes = try Self.bytes(at: file)
            do {
                add(locale, try AppleStrings.parse(bytes, path: file).map { ($0.key, $0.value) })
            } catch {
                throw .malformed(error, bytes: bytes)
            }
        }
        if locales.isEmpty, skipped.isEmpty {
            throw .unusable(path: path, reason: Self.nothingToImport(readACatalog: readACatalog))
        }
    }

    /// Reads a String Catalog's plain string units; empty values (Xcode's "not translated yet")
    /// are left out so that they do not replace a label's fallback with an empty text.
    private mutating func readCatalog(at path: String) throws(Failure) {
        let bytes = try Self.bytes(at: path)
        readACatalog = true
        do {
            let contents = try XCStrings.parse(bytes, path: path)
            for locale in contents.texts.keys.sorted() where LocaleID.isWellFormed(locale) {
                let texts = (contents.texts[locale] ?? [:]).filter { !$0.value.isEmpty }
                if !texts.isEmpty { add(locale, texts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }) }
            }
        } catch {
            throw .malformed(error, bytes: bytes)
        }
    }

    private static func nothingToImport(readACatalog: Bool) -> String {
        readACatalog
            ? "the String Catalog has no translated string units to import (plural variations and non-text values are not read)"
            : "no Localizable.xcstrings and no <locale>.lproj/Localizable.strings in this folder"
    }

    private mutating func add(_ locale: String, _ entries: [(key: String, value: String)]) {
        locales.append((locale, entries))
    }

    private static func bytes(at path: String) throws(Failure) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unusable(path: path, reason: "cannot be read") }
        return Array(data)
    }
}
