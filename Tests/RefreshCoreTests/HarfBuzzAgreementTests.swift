import Foundation
import RefreshCore
import Testing

/// Font.width(of:) against HarfBuzz shaping the same fonts: Tests/Fixtures/harfbuzz-widths.json
/// holds HarfBuzz's width of every label the project ships (built-in catalogs, specs/, README
/// examples) and of hostile ones, written by .ci/harfbuzz-widths.py, which `.ci/run` runs with
/// `--check` so the fixture cannot fall behind the labels or the fonts.
@Suite struct HarfBuzzAgreementTests {
    struct Row: Decodable {
        let text: String
        let weight: String
        let size: Double
        let harfbuzz: Double
        /// "1pt" for Latin, Cyrillic, Greek and CJK; "3%" for text with Arabic, Hebrew or Thai.
        let tolerance: String
    }

    struct Fixture: Decodable {
        let shipped: [String]
        let widths: [Row]
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func fixture() throws -> Fixture {
        let data = try Data(contentsOf: root.appendingPathComponent("Tests/Fixtures/harfbuzz-widths.json"))
        return try JSONDecoder().decode(Fixture.self, from: data)
    }

    /// Within 1 pt of HarfBuzz (Latin, Cyrillic, Greek, CJK) or 3 % (Arabic, Hebrew, Thai).
    @Test func everyWidthAgreesWithHarfBuzz() throws {
        let fixture = try Self.fixture()
        #expect(fixture.widths.count > 300)
        for row in fixture.widths {
            let font = Font(size: row.size, weight: row.weight == "bold" ? .bold : .regular)
            let width = font.width(of: row.text)
            let allowed = row.tolerance == "3%" ? 0.03 * row.harfbuzz : 1
            #expect(abs(width - row.harfbuzz) <= allowed, "\(row.weight) \(row.text): \(width) vs HarfBuzz \(row.harfbuzz)")
        }
    }

    /// Every text of every built-in catalog is among the labels HarfBuzz measured.
    @Test func fixtureHoldsEveryBuiltInText() throws {
        let shipped = Set(try Self.fixture().shipped)
        let catalogs = Self.root.appendingPathComponent("Sources/RefreshSpec/Catalog")
        let files = try FileManager.default.contentsOfDirectory(atPath: catalogs.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 12)
        for file in files {
            let data = try Data(contentsOf: catalogs.appendingPathComponent(file))
            let texts = try JSONDecoder().decode([String: String].self, from: data)
            for (key, text) in texts {
                #expect(shipped.contains(text), "\(file) \(key): '\(text)' is not in harfbuzz-widths.json")
            }
        }
    }
}
