import Foundation
import RefreshSpec
import Diagnostics

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
