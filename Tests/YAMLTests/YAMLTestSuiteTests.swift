import Diagnostics
import Foundation
import Testing
import YAML

/// One row of `Tests/Fixtures/yaml-test-suite/manifest.tsv`: an input and libyaml 0.2.5's verdict.
struct SuiteCase: CustomTestStringConvertible, Sendable {
    let id: String
    let file: String
    let libyamlAccepts: Bool
    let mark: Mark?
    let message: String

    var testDescription: String { id }

    /// The vendored suite, `Tests/Fixtures/yaml-test-suite`.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/yaml-test-suite")

    static let all: [SuiteCase] = {
        let manifest = folder.appendingPathComponent("manifest.tsv")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().map { row in
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let position = columns[5].split(separator: ":").compactMap { Int($0) }
            return SuiteCase(
                id: columns[0], file: columns[1], libyamlAccepts: columns[3] == "ok",
                mark: position.count == 2 ? Mark(line: position[0], column: position[1]) : nil,
                message: columns.count > 6 ? columns[6] : "")
        }
    }()
}

@Suite struct YAMLTestSuiteTests {
    @Test func manifestIsComplete() {
        // The manifest lists 402 inputs; fewer means the suite folder was not found.
        #expect(SuiteCase.all.count == 402)
    }

    /// Where a libyaml mark is reported: itself, but for one at the end of the stream on the
    /// empty line after the final line break, which moves to the end of the last line.
    static func reported(_ mark: Mark?, in source: Source) -> Mark? {
        guard let mark, mark.column == 1, mark.line > 1, mark == source.mark(atByteOffset: source.bytes.count),
            let last = source.lineText(mark.line - 1)
        else { return mark }
        return Mark(line: mark.line - 1, column: last.unicodeScalars.count + 1)
    }

    @Test(arguments: SuiteCase.all)
    func loaderAgreesWithLibyaml(_ suiteCase: SuiteCase) throws {
        let path = SuiteCase.folder.appendingPathComponent(suiteCase.file).path
        let source = try Source.read(path: path)
        do {
            _ = try Document.parse(source)
            #expect(
                suiteCase.libyamlAccepts, "libyaml rejects this input at \(suiteCase.mark.map(String.init(describing:)) ?? "?")")
        } catch {
            if suiteCase.libyamlAccepts {
                // Accepted YAML may still not be one document; that is a spec error, not a YAML one.
                #expect(error.rule == "multiple-documents", "\(error.mark): \(error.message)")
            } else {
                #expect(error.rule == "yaml-syntax")
                #expect(
                    error.mark == Self.reported(suiteCase.mark, in: source), "\(error.message) vs libyaml's \(suiteCase.message)")
            }
        }
    }
}
