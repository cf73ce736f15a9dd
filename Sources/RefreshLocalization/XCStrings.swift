import Diagnostics
import Foundation
import RefreshSpec
import YAML
import YAMLEditing

/// Xcode's String Catalog (`Localizable.xcstrings`): one JSON file with every key's
/// translations, `sourceLanguage` naming the development language.
public enum XCStrings {
    /// The catalog's contents: the source language and, per locale, key → text.
    public struct Contents: Sendable, Hashable {
        /// The development language (the spec's `defaultLocale`).
        public var sourceLanguage: String
        /// locale → (key → text).
        public var texts: [String: [String: String]]

        /// Contents with a source language and texts per locale.
        public init(sourceLanguage: String, texts: [String: [String: String]]) {
            self.sourceLanguage = sourceLanguage
            self.texts = texts
        }
    }

    /// The JSON text as Xcode writes it: keys sorted, two-space indentation, `" : "`, each text
    /// a `stringUnit` in state `translated`; keys are marked `manual` (not extracted from code).
    public static func render(_ contents: Contents) -> String {
        let keys = Set(contents.texts.values.flatMap(\.keys)).sorted()
        var json = "{\n  \"sourceLanguage\" : \(quoted(contents.sourceLanguage)),\n  \"strings\" : {\n"
        json += keys.map { key in
            let locales = contents.texts.keys.sorted().filter { contents.texts[$0]?[key] != nil }
            let units = locales.map { locale in
                let value = quoted(contents.texts[locale]?[key] ?? "")
                return "        \(quoted(locale)) : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
                    + "            \"value\" : \(value)\n          }\n        }"
            }
            return "    \(quoted(key)) : {\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n"
                + units.joined(separator: ",\n") + "\n      }\n    }"
        }.joined(separator: ",\n")
        return json + (keys.isEmpty ? "" : "\n") + "  },\n  \"version\" : \"1.0\"\n}\n"
    }

    /// Reads a catalog: every `stringUnit` value of every key and locale (plural and device
    /// variations are skipped: v1 labels have none). Malformed JSON, a key written twice in one
    /// object and a `stringUnit` value that is no text are errors at their line and column.
    public static func parse(_ bytes: [UInt8], path: String) throws(Diagnostic) -> Contents {
        let source = Source(path: path, bytes: bytes)
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            let problem = JSONSyntaxCheck.firstProblem(in: bytes)
            throw Diagnostic(
                .invalidCatalogJSON(problem?.message ?? "the JSON does not parse"), file: path,
                at: source.mark(atByteOffset: problem?.offset ?? 0))
        }
        // JSONSerialization keeps the last of two equal keys: a translator's duplicate is an error.
        if let repeated = JSONSyntaxCheck.firstProblem(in: bytes), let first = repeated.firstOffset {
            throw Diagnostic(
                .invalidCatalogJSON(repeated.message), file: path, at: source.mark(atByteOffset: repeated.offset),
                notes: [Diagnostic.Note("first written here", at: source.mark(atByteOffset: first))])
        }
        guard let root = object as? [String: Any], let strings = root["strings"] as? [String: Any] else {
            throw Diagnostic(.catalogWithoutStrings, file: path, at: .start)
        }
        var texts: [String: [String: String]] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (locale, localization) in localizations {
                let unit = (localization as? [String: Any])?["stringUnit"] as? [String: Any]
                guard let written = unit?["value"] else { continue }
                guard let value = written as? String else {
                    let place = ["strings", key, "localizations", locale, "stringUnit", "value"]
                    let offset = JSONSyntaxCheck.offset(ofValueAt: place, in: bytes) ?? 0
                    throw Diagnostic(
                        .catalogValueNotText(key: key, locale: locale), file: path, at: source.mark(atByteOffset: offset))
                }
                texts[locale, default: [:]][key] = value
            }
        }
        return Contents(sourceLanguage: root["sourceLanguage"] as? String ?? "en", texts: texts)
    }

    private static func quoted(_ text: String) -> String {
        QuotedText.quoted(text, unicodePrefix: "\\u")
    }
}

extension Diagnostic.Message {
    /// A `.xcstrings` file that is not JSON.
    static func invalidCatalogJSON(_ reason: String) -> Self {
        Self(LocalizationRule.xcstringsSyntax, "not a String Catalog: \(reason)")
    }

    /// A `stringUnit` whose value is a number, an object or anything else that is no text.
    static func catalogValueNotText(key: String, locale: String) -> Self {
        Self(LocalizationRule.xcstringsSyntax, "the value of '\(key)' in \(locale) is not a text in quotes")
    }

    /// A JSON file without a `strings` object.
    static var catalogWithoutStrings: Self {
        Self(LocalizationRule.xcstringsSyntax, "not a String Catalog: the top level has no \"strings\" object")
    }
}
