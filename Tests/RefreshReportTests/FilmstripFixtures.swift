import Foundation
import RefreshReport
import RefreshRunner
import RefreshSpec
import Testing
import YAML

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Specs for the filmstrip tests: the repository's `specs/` (found from this file's path) and
/// small ones written inline, each run to a report.
enum FilmstripFixtures {
    /// The repository's `specs/` folder.
    static let specsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("specs")

    /// The file names in `specs/`, sorted.
    static var exampleSpecs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: specsFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// The run of `specs/<name>`, every scenario in `locale` when given.
    static func example(_ name: String, locale: String? = nil) throws -> SpecReport {
        let bytes = try Array(Data(contentsOf: specsFolder.appendingPathComponent(name)))
        return try report(Source(path: "specs/" + name, bytes: bytes), locale: locale)
    }

    /// The run of a spec written inline.
    static func inline(_ text: String, locale: String? = nil) throws -> SpecReport {
        try report(Source(path: "inline.yaml", bytes: Array(text.utf8)), locale: locale)
    }

    private static func report(_ source: Source, locale: String?) throws -> SpecReport {
        let spec = try #require(Spec.load(source: source).spec)
        return SpecRunner(locale: locale).run(spec, path: source.path)
    }
}

/// An SVG picture parsed back with Foundation's XML parser, for looking at what was drawn.
struct ParsedPicture {
    /// The document, kept so that its nodes (and their parents) stay alive.
    let document: XMLDocument
    let root: XMLElement

    init(_ svg: String) throws {
        document = try XMLDocument(data: Data(svg.utf8))
        root = try #require(document.rootElement())
    }

    /// Elements named `name` (any namespace) whose `class` list holds `className`, in document order.
    func elements(_ name: String = "*", class className: String) throws -> [XMLElement] {
        let test = name == "*" ? "" : "local-name()='\(name)' and "
        return try root.nodes(forXPath: "//*[\(test)contains(concat(' ', @class, ' '), ' \(className) ')]")
            .compactMap { $0 as? XMLElement }
    }

    /// Every element named `name` (any namespace), or every element at all for `*`, in document order.
    func elements(named name: String) throws -> [XMLElement] {
        let path = name == "*" ? "//*" : "//*[local-name()='\(name)']"
        return try root.nodes(forXPath: path).compactMap { $0 as? XMLElement }
    }

    /// The text of every `<text>`.
    var texts: [String] {
        get throws { try elements(named: "text").compactMap(\.stringValue) }
    }

    /// The `viewBox` as four numbers.
    var viewBox: [Double] {
        (Self.attribute("viewBox", of: root) ?? "").split(separator: " ").compactMap { Double($0) }
    }

    /// An attribute's value; `attribute(forName:)` finds none on an element in the SVG namespace.
    static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    /// An attribute read as a number; nil when absent.
    static func number(_ name: String, of element: XMLElement) -> Double? {
        attribute(name, of: element).flatMap(Double.init)
    }

    /// Whether the element or one of its ancestors is named `name`.
    static func isInside(_ name: String, _ element: XMLElement) -> Bool {
        var node: XMLElement? = element
        while let current = node {
            if current.localName == name { return true }
            node = current.parent as? XMLElement
        }
        return false
    }
}
