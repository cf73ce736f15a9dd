import Foundation
import Testing

/// Every relative link and picture of the documents (``ReadmeExample/documents``) leads to a
/// file or folder of the repository, and every `#anchor` to a heading of its document, named as
/// GitHub names headings; a link to another site is left alone.
@Suite struct DocumentLinkTests {
    /// One link: where it is written, and what it points to.
    struct Link: CustomTestStringConvertible, Sendable {
        let place: String
        let target: String
        var testDescription: String { "\(place): \(target)" }
    }

    /// The links of a Markdown text, outside fenced blocks and `code`: each `](target)`.
    static func links(in text: String, file: String) -> [Link] {
        var found: [Link] = []
        var inFence = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            for match in prose.matches(of: /\]\(([^)\s]+)\)/) {
                found.append(Link(place: "\(file):\(index + 1)", target: String(match.output.1)))
            }
        }
        return found
    }

    /// The anchors GitHub gives a Markdown text's headings: lowercased, every character but
    /// letters, digits, spaces, `-` and `_` dropped, spaces as `-`; a repeated one gets `-1`, `-2`.
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        var inFence = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            let kept = heading.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
            let slug = kept.replacingOccurrences(of: " ", with: "-")
            let count = seen[slug, default: 0]
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
            seen[slug] = count + 1
        }
        return anchors
    }

    static let all: [Link] = ReadmeExample.documents.flatMap { document in
        let url = CommandRunner.packageRoot.appendingPathComponent(document)
        return links(in: (try? String(contentsOf: url, encoding: .utf8)) ?? "", file: document)
    }

    @Test func theDocumentsHaveLinks() {
        // README, CONTRIBUTING and CHANGELOG link to each other; a parser that finds none passes anything.
        #expect(Self.all.filter { $0.place.hasPrefix("README.md:") }.count >= 10)
        #expect(Self.all.contains { $0.place.hasPrefix("CONTRIBUTING.md:") && $0.target == "README.md" })
        #expect(Self.all.contains { $0.place.hasPrefix("CHANGELOG.md:") && $0.target.hasPrefix("CONTRIBUTING.md#") })
    }

    @Test func anchorsAreNamedAsGitHubNamesThem() {
        let text = "# Guarantees\n## Editor completion: the JSON Schema\n```\n# not a heading\n```\n## Limits\n## Limits\n"
        #expect(Self.anchors(in: text) == ["guarantees", "editor-completion-the-json-schema", "limits", "limits-1"])
    }

    @Test(arguments: all.filter { !$0.target.contains("://") && !$0.target.hasPrefix("mailto:") })
    func everyLinkLeadsSomewhere(_ link: Link) throws {
        let document = String(link.place.prefix { $0 != ":" })
        let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let folder = CommandRunner.packageRoot.appendingPathComponent(document).deletingLastPathComponent()
        let target =
            parts[0].isEmpty
            ? CommandRunner.packageRoot.appendingPathComponent(document) : folder.appendingPathComponent(parts[0])
        let path = target.standardizedFileURL.path
        #expect(path.hasPrefix(CommandRunner.packageRoot.standardizedFileURL.path), "\(link.target) leaves the repository")
        #expect(FileManager.default.fileExists(atPath: path), "\(link.target): no such file")
        if parts.count == 2 {
            let text = try String(contentsOf: target, encoding: .utf8)
            #expect(Self.anchors(in: text).contains(parts[1]), "\(link.target): no such heading")
        }
    }
}
