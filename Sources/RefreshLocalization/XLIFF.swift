import Diagnostics
import RefreshCore
import RefreshSpec

/// XLIFF 1.2, as Xcode's `.xcloc` writes it, for translation vendors: one `<file>` per target
/// locale (`original`, `source-language`, `target-language`, `datatype="plaintext"`), a
/// `<trans-unit>` per key (`id` the key, `<source>` the default locale's text, `<target>` the
/// locale's, `<note>` the labels that show it). Read back by ``XMLReader``.
public enum XLIFF {
    /// The file's name in an export folder.
    public static let fileName = "Localizable.xliff"

    /// One key of one `<file>`.
    public struct Unit: Sendable, Hashable {
        /// The key (`id`).
        public var key: String
        /// The source-language text.
        public var source: String
        /// The target locale's text, if it has one.
        public var target: String?
        /// What the text is for (the labels that show it), if known.
        public var note: String?
    }

    /// One `<file>`: a target locale (nil in a file of source texts only) and its units.
    public struct File: Sendable, Hashable {
        /// The locale translated into.
        public var targetLanguage: String?
        /// The units, in order.
        public var units: [Unit]
    }

    /// A whole XLIFF document.
    public struct Document: Sendable, Hashable {
        /// The language translated from: the spec's `defaultLocale`.
        public var sourceLanguage: String
        /// One file per target locale.
        public var files: [File]

        /// The translated texts, per target locale in file order: what an import takes (an
        /// empty target, not translated yet, is left out).
        public var translations: [(locale: String, entries: [(key: String, value: String)])] {
            var translations: [(locale: String, entries: [(key: String, value: String)])] = []
            for file in files {
                guard let locale = file.targetLanguage else { continue }
                var entries: [(key: String, value: String)] = []
                for unit in file.units {
                    if let target = unit.target, !target.isEmpty { entries.append((unit.key, target)) }
                }
                if !entries.isEmpty { translations.append((locale, entries)) }
            }
            return translations
        }
    }

    /// The document of an export, merged over `existing` (the XLIFF already in the output):
    /// each of its files keeps its units in order, the export's replacing those of the same
    /// key, the export's new ones after. A file per locale but the source language; a file of
    /// source texts alone when there is no other locale.
    public static func document(of export: MergedExport, over existing: Document?) -> Document {
        let source = export.sourceLanguage ?? existing?.sourceLanguage ?? "en"
        var keys: [String] = []
        var seen: Set<String> = []
        for locale in export.locales {
            for (key, _) in locale.entries where seen.insert(key).inserted { keys.append(key) }
        }
        let targets = export.locales.filter { $0.id != source }
        let locales: [StringsExport.ExportedLocale?] = targets.isEmpty ? [nil] : targets
        let exported: [File] = locales.map { locale in
            let texts = Dictionary(locale?.entries ?? [], uniquingKeysWith: { first, _ in first })
            let units = keys.map { key in
                Unit(
                    key: key, source: export.sourceTexts[key] ?? "", target: texts[key],
                    note: export.uses[key].map { $0.map(\.note).joined(separator: "; ") })
            }
            return File(targetLanguage: locale?.id, units: units)
        }
        guard let existing else { return Document(sourceLanguage: source, files: exported) }
        let files = MergedExport.merged(exported, over: existing.files, key: { $0.targetLanguage ?? "" }).map { file in
            guard let old = existing.files.first(where: { $0.targetLanguage == file.targetLanguage }) else { return file }
            return File(targetLanguage: file.targetLanguage, units: MergedExport.merged(file.units, over: old.units, key: \.key))
        }
        return Document(sourceLanguage: source, files: files)
    }

    /// The first text of `document` that XML 1.0 cannot carry (a C0 control but tab, LF and
    /// CR, U+FFFE, U+FFFF): the key, the locale (nil for the source text) and the scalar. Such
    /// a text is refused rather than written changed.
    public static func firstUnwritableText(in document: Document) -> (key: String, locale: String?, scalar: Unicode.Scalar)? {
        for file in document.files {
            for unit in file.units {
                if let scalar = XMLText.firstForbiddenScalar(in: unit.key + unit.source + (unit.note ?? "")) {
                    return (unit.key, nil, scalar)
                }
                if let target = unit.target, let scalar = XMLText.firstForbiddenScalar(in: target) {
                    return (unit.key, file.targetLanguage, scalar)
                }
            }
        }
        return nil
    }

    /// The XML text: two-space indentation, attributes in Xcode's order, every text escaped
    /// (``XMLText``), `xml:space="preserve"` on each unit so that blanks stay. Check
    /// ``firstUnwritableText(in:)`` first.
    public static func render(_ document: Document) -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" \
            xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
            http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

            """
        let original = XMLText.attribute("\(document.sourceLanguage).lproj/Localizable.strings")
        for file in document.files {
            let target = file.targetLanguage.map { " target-language=\"\(XMLText.attribute($0))\"" } ?? ""
            xml += "  <file original=\"\(original)\" source-language=\"\(XMLText.attribute(document.sourceLanguage))\"\(target)"
            xml += " datatype=\"plaintext\">\n"
            xml += "    <header>\n      <tool tool-id=\"refreshspec\" tool-name=\"refreshspec\"/>\n    </header>\n    <body>\n"
            for unit in file.units {
                xml += "      <trans-unit id=\"\(XMLText.attribute(unit.key))\" xml:space=\"preserve\">\n"
                xml += "        <source>\(XMLText.content(unit.source))</source>\n"
                if let text = unit.target { xml += "        <target state=\"translated\">\(XMLText.content(text))</target>\n" }
                if let note = unit.note { xml += "        <note>\(XMLText.content(note))</note>\n" }
                xml += "      </trans-unit>\n"
            }
            xml += "    </body>\n  </file>\n"
        }
        return xml + "</xliff>\n"
    }

    /// Reads an XLIFF 1.2 document: every `<file>` (its `source-language` that of the first),
    /// every `<trans-unit>` of its `<body>` and `<group>`s. A unit's `<target>` holding markup
    /// (`<g>`, `<x/>`: labels have none) is refused rather than read without it; elements this
    /// reader does not need (`<alt-trans>`, `<context-group>`, a `<header>`) are passed over.
    public static func parse(_ bytes: [UInt8], path: String) throws(Diagnostic) -> Document {
        let root = try XMLReader.root(of: bytes, path: path)
        func failure(_ reason: String, at mark: Mark) -> Diagnostic {
            Diagnostic(.xmlSyntax(reason), file: path, at: mark)
        }
        guard root.name == "xliff" else { throw failure("the root element is <\(root.name)>, not <xliff>", at: root.mark) }
        guard root.attribute("version") == "1.2" else {
            throw failure("only XLIFF version 1.2 is read (version=\"\(root.attribute("version") ?? "")\")", at: root.mark)
        }
        var source: String?
        var files: [File] = []
        for file in root.elements where file.name == "file" {
            guard let language = file.attribute("source-language") else {
                throw failure("<file> has no source-language", at: file.mark)
            }
            source = source ?? language
            var units: [Unit] = []
            var seen: [String: Mark] = [:]
            for body in file.elements where body.name == "body" {
                for element in transUnits(in: body) {
                    let unit = try Self.unit(element, path: path)
                    if let first = seen[unit.key] {
                        throw Diagnostic(
                            .duplicateStringsKey(unit.key), file: path, at: element.mark,
                            notes: [.init("first defined here", at: first)])
                    }
                    seen[unit.key] = element.mark
                    units.append(unit)
                }
            }
            files.append(File(targetLanguage: file.attribute("target-language"), units: units))
        }
        guard let source else { throw failure("<xliff> has no <file>", at: root.mark) }
        return Document(sourceLanguage: source, files: files)
    }

    /// The `<trans-unit>`s of a body, those of its `<group>`s (nested within the reader's depth) in place.
    private static func transUnits(in element: XMLReader.Element) -> [XMLReader.Element] {
        element.elements.flatMap { child in
            child.name == "trans-unit" ? [child] : child.name == "group" ? transUnits(in: child) : []
        }
    }

    private static func unit(_ element: XMLReader.Element, path: String) throws(Diagnostic) -> Unit {
        guard let key = element.attribute("id") else {
            throw Diagnostic(.xmlSyntax("<trans-unit> has no id"), file: path, at: element.mark)
        }
        var unit = Unit(key: key, source: "", target: nil, note: nil)
        for child in element.elements {
            switch child.name {
            case "source": unit.source = try text(of: child, path: path)
            case "target": unit.target = try text(of: child, path: path)
            case "note": unit.note = try text(of: child, path: path)
            default: continue
            }
        }
        return unit
    }

    /// The text of an element that must hold text alone.
    private static func text(of element: XMLReader.Element, path: String) throws(Diagnostic) -> String {
        var text = ""
        for child in element.children {
            switch child {
            case .text(let run, _): text += run
            case .element(let inner):
                throw Diagnostic(
                    .xmlSyntax("<\(inner.name)> in <\(element.name)> is not read: a label's text holds no markup"), file: path,
                    at: inner.mark)
            }
        }
        return text
    }
}

extension Diagnostic.Message {
    /// A text XML 1.0 cannot carry, so XLIFF cannot hold it unchanged.
    public static func unwritableInXLIFF(_ key: String, locale: String, scalar: Unicode.Scalar) -> Self {
        Self(
            LocalizationRule.xliffSyntax,
            "the text of '\(key)' in \(locale) holds \(XMLReader.codePoint(scalar)), which XML 1.0 cannot carry; "
                + "XLIFF cannot hold it (nothing was written)")
    }
}
