import Diagnostics
import Foundation
import RefreshLocalization
import RefreshSpec
import YAML

/// The translations in a folder `strings import` reads: `Localizable.xcstrings`,
/// `Localizable.xliff` and every `<locale>.lproj/Localizable.strings` (or a single `.xcstrings`
/// or `.xliff` file named directly), and the export manifest beside them.
struct TranslationFolder {
    /// Texts per locale, in the order read; a later file wins for the same locale and key.
    private(set) var locales: [(locale: String, entries: [(key: String, value: String)])] = []
    /// What was left out or overruled: folders that hold no locale, and texts of the String
    /// Catalog that a `.strings` file gives differently.
    private(set) var warnings: [ToolMessage] = []
    /// What the export that wrote these files recorded (``ExportManifest``), when its manifest
    /// is beside them: the base of the three-way import.
    private(set) var exported: ExportManifest?
    /// Whether a String Catalog was read (to say why nothing came of it).
    private var readACatalog = false
    /// Whether an XLIFF file was read (to say why nothing came of it).
    private var readAnXLIFF = false
    /// The String Catalog's texts per locale, to tell when a `.strings` file overrules one.
    private var catalogTexts: [String: [String: String]] = [:]

    /// Why a folder could not be read: a missing path, or a located problem in a file.
    enum Failure: Error {
        case unusable(path: String, reason: String)
        case malformed(Diagnostic, bytes: [UInt8])

        /// Prints the failure; the exit status to return.
        func report() -> ExitStatus {
            switch self {
            case .unusable(let path, let reason):
                Console.report(.cannotUse(path, reason: reason))
                return .usage
            case .malformed(let diagnostic, let bytes):
                let isUTF16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
                // A UTF-16 file's bytes are not UTF-8 text, so its line is not quoted.
                Console.report([diagnostic], quoting: isUTF16 ? nil : Source(path: diagnostic.file, bytes: bytes))
                return .failure
            }
        }
    }

    init(path: String) throws(Failure) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unusable(path: path, reason: "No such file or directory")
        }
        guard isDirectory.boolValue else {
            if path.hasSuffix(".xliff") || path.hasSuffix(".xlf") { try readXLIFF(at: path) } else { try readCatalog(at: path) }
            try readManifest(in: (path as NSString).deletingLastPathComponent)
            return
        }
        try readManifest(in: path)
        let catalog = (path as NSString).appendingPathComponent("Localizable.xcstrings")
        if FileManager.default.fileExists(atPath: catalog) { try readCatalog(at: catalog) }
        let xliff = (path as NSString).appendingPathComponent(XLIFF.fileName)
        if FileManager.default.fileExists(atPath: xliff) { try readXLIFF(at: xliff) }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        for name in names where name.hasSuffix(".lproj") {
            let file = ((path as NSString).appendingPathComponent(name) as NSString).appendingPathComponent("Localizable.strings")
            guard FileManager.default.fileExists(atPath: file) else { continue }
            let locale: String
            switch Self.locale(ofFolder: String(name.dropLast(".lproj".count))) {
            case .locale(let id): locale = id
            case .skipped(let reason):
                warnings.append(.skipped(name, reason: reason))
                continue
            }
            let bytes = try Self.bytes(at: file)
            let entries: [(key: String, value: String)]
            do {
                entries = try AppleStrings.parse(bytes, path: file).map { ($0.key, $0.value) }
            } catch {
                throw .malformed(error, bytes: bytes)
            }
            warnOfOverruledCatalogTexts(entries, locale: locale, file: file, catalog: catalog)
            add(locale, entries)
        }
        if locales.isEmpty, warnings.isEmpty {
            throw .unusable(
                path: path,
                reason: readAnXLIFF && !readACatalog
                    ? "the XLIFF file has no <target> text to import" : Self.nothingToImport(readACatalog: readACatalog))
        }
    }

    /// What a `<name>.lproj` folder holds.
    enum FolderLocale: Equatable {
        case locale(String)
        /// No locale: why the folder is left out.
        case skipped(String)
    }

    /// The locale of a `<name>.lproj` folder: the name itself, with `_` read as `-` (Xcode
    /// writes `pt_BR.lproj` as well as `pt-BR.lproj`), and Apple's legacy names, which are
    /// languages' English names (`English`, `Japanese`), read as their language codes.
    /// `Base.lproj` holds Xcode's base internationalization, which has no language.
    static func locale(ofFolder name: String) -> FolderLocale {
        if name == "Base" { return .skipped("Xcode's base internationalization, which has no language") }
        if let code = LocaleID.language(namedInEnglish: name) { return .locale(code) }
        let id = name.replacingOccurrences(of: "_", with: "-")
        return LocaleID.isWellFormed(id) ? .locale(id) : .skipped("not a locale id")
    }

    /// Warns of each text of `entries` (from a `.strings` file) that the String Catalog gives
    /// differently for the same locale: the `.strings` file's is imported.
    private mutating func warnOfOverruledCatalogTexts(
        _ entries: [(key: String, value: String)], locale: String, file: String, catalog: String
    ) {
        guard let texts = catalogTexts[locale] else { return }
        for (key, value) in entries where texts[key].map({ $0 != value }) == true {
            warnings.append(.overruled(key, locale: locale, by: file, catalog: catalog))
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
                catalogTexts[locale] = texts
                if !texts.isEmpty { add(locale, texts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }) }
            }
        } catch {
            throw .malformed(error, bytes: bytes)
        }
    }

    /// Reads an XLIFF file's translated units (an empty target is left out, as in a catalog).
    private mutating func readXLIFF(at path: String) throws(Failure) {
        let bytes = try Self.bytes(at: path)
        readAnXLIFF = true
        do {
            for (locale, entries) in try XLIFF.parse(bytes, path: path).translations where LocaleID.isWellFormed(locale) {
                add(locale, entries)
            }
        } catch {
            throw .malformed(error, bytes: bytes)
        }
    }

    /// Reads the export manifest in `folder` ("" for the current folder), if there is one.
    private mutating func readManifest(in folder: String) throws(Failure) {
        let path = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(ExportManifest.fileName)
        guard FileManager.default.fileExists(atPath: path) else { return }
        let bytes = try Self.bytes(at: path)
        do {
            exported = try ExportManifest.parse(bytes, path: path)
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

    /// The bytes of a translation file, refused as a spec is when larger than the loader's size
    /// limit (8 MiB): at most one byte more than the limit is read.
    static func bytes(at path: String) throws(Failure) -> [UInt8] {
        let source: Source
        do {
            source = try Source.read(path: path, fileName: FileSystemNames.bytes(of: path))
        } catch {
            throw .unusable(path: path, reason: error.reason)
        }
        do {
            try source.requireWithinSize()
        } catch {
            throw .malformed(error, bytes: source.bytes)
        }
        return source.bytes
    }
}

extension ToolMessage {
    /// A `<name>.lproj` folder that holds no locale, and why.
    static func skipped(_ folder: String, reason: String) -> ToolMessage {
        ToolMessage(severity: .warning, text: "skipped '\(folder)': \(reason)")
    }

    /// A text the String Catalog gives and a `.strings` file gives differently.
    static func overruled(_ key: String, locale: String, by file: String, catalog: String) -> ToolMessage {
        ToolMessage(
            severity: .warning,
            text: "'\(file)' gives '\(key)' in \(locale) another text than '\(catalog)'; the .strings file's is imported")
    }
}
