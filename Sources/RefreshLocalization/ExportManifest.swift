import Diagnostics
import Foundation
import YAML
import YAMLEditing

/// What `strings export` wrote, kept beside the files it wrote (``fileName``): per locale and
/// key, a hash of the text exported. `strings import` reads it to tell, for each text, whether
/// the file or the spec changed since the export (``StringsImport/decide(_:for:exported:takingTheirs:)``).
///
/// The hash is FNV-1a 64 (offset basis 0xcbf29ce484222325, prime 0x100000001b3) of the text's
/// UTF-8 bytes, written as 16 lowercase hexadecimal digits: a change detector, not a secret;
/// two texts that collide would read as one, at odds of about one in 2^64 per text.
public struct ExportManifest: Sendable, Hashable {
    /// The manifest's name in an export folder.
    public static let fileName = "refreshspec-export.json"

    /// locale → (key → hash of the text exported).
    public private(set) var hashes: [String: [String: String]]

    /// A manifest of `hashes`; empty by default.
    public init(hashes: [String: [String: String]] = [:]) {
        self.hashes = hashes
    }

    /// Records the texts exported for a locale; the keys it had and the export did not write
    /// are kept (a merged export leaves their texts in the catalog).
    public mutating func record(_ locale: String, _ entries: [(key: String, value: String)]) {
        for (key, text) in entries { hashes[locale, default: [:]][key] = Self.hash(text) }
    }

    /// Whether `text` is what was exported for the key in the locale; nil when the manifest
    /// has no hash for it.
    public func isExported(_ text: String, locale: String, key: String) -> Bool? {
        hashes[locale]?[key].map { $0 == Self.hash(text) }
    }

    /// FNV-1a 64 of the text's UTF-8 bytes, as 16 lowercase hexadecimal digits.
    public static func hash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The manifest as JSON: keys sorted, two-space indentation, as the String Catalog is.
    public func render() -> String {
        let locales = hashes.keys.sorted().map { locale in
            let keys = (hashes[locale] ?? [:]).sorted { $0.key < $1.key }
            let lines = keys.map { "      \(Self.quoted($0.key)) : \(Self.quoted($0.value))" }
            return "    \(Self.quoted(locale)) : {\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "    }"
        }
        return "{\n  \"hash\" : \"fnv1a-64\",\n  \"texts\" : {\n" + locales.joined(separator: ",\n")
            + (locales.isEmpty ? "" : "\n") + "  },\n  \"version\" : 1\n}\n"
    }

    /// Reads a manifest ``render()`` wrote (an edit by hand is read as long as it keeps that
    /// shape). Malformed JSON, a key written twice, another hash and a hash that is no text
    /// are errors at their line and column.
    public static func parse(_ bytes: [UInt8], path: String) throws(Diagnostic) -> ExportManifest {
        let source = Source(path: path, bytes: bytes)
        func failure(_ message: String, at offset: Int?) -> Diagnostic {
            Diagnostic(.invalidManifest(message), file: path, at: source.mark(atByteOffset: offset ?? 0))
        }
        if let problem = JSONSyntaxCheck.firstProblem(in: bytes) { throw failure(problem.message, at: problem.offset) }
        guard let root = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any],
            let texts = root["texts"] as? [String: Any]
        else { throw failure("the top level has no \"texts\" object", at: 0) }
        guard root["hash"] as? String == "fnv1a-64" else {
            throw failure("the hash is not \"fnv1a-64\"", at: JSONSyntaxCheck.offset(ofValueAt: ["hash"], in: bytes))
        }
        var hashes: [String: [String: String]] = [:]
        for (locale, keys) in texts {
            guard let keys = keys as? [String: Any] else {
                throw failure(
                    "the texts of \(locale) are not an object",
                    at: JSONSyntaxCheck.offset(ofValueAt: ["texts", locale], in: bytes))
            }
            for (key, hash) in keys {
                guard let hash = hash as? String else {
                    let offset = JSONSyntaxCheck.offset(ofValueAt: ["texts", locale, key], in: bytes)
                    throw failure("the hash of '\(key)' in \(locale) is not a text in quotes", at: offset)
                }
                hashes[locale, default: [:]][key] = hash
            }
        }
        return ExportManifest(hashes: hashes)
    }

    private static func quoted(_ text: String) -> String {
        QuotedText.quoted(text, unicodePrefix: "\\u")
    }
}

extension Diagnostic.Message {
    /// An export manifest that is not what `strings export` writes.
    static func invalidManifest(_ reason: String) -> Self {
        Self(LocalizationRule.manifestSyntax, "not an export manifest: \(reason)")
    }
}
