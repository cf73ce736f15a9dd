import Diagnostics
import RefreshCodegen
import RefreshSpec
import Testing
import YAML

/// Every setting MJRefresh cannot express is a warning at the spec's line and column, with a
/// stable rule id, and the same text is a comment in the generated code.
@Suite struct WarningTests {
    /// A warning the test expects where the marker stands.
    struct FindingSpec {
        let marker: String
        let rule: CodegenRule
        let message: String
    }

    /// The spec text without its markers, and each marker's 1-based line and column.
    static func strippingMarkers(_ text: String) -> (text: String, marks: [String: Mark]) {
        var marks: [String: Mark] = [:]
        var lines: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var plain = ""
            for character in line {
                if character.unicodeScalars.first.map({ (0x31...0x39).contains($0.value) }) == true,
                    character.unicodeScalars.count > 1
                {
                    marks[String(character)] = Mark(line: index + 1, column: plain.utf8.count + 1)
                } else {
                    plain.append(character)
                }
            }
            lines.append(plain)
        }
        return (lines.joined(separator: "\n"), marks)
    }

    static let spec = """
        version: 1
        scrollView: {frame: {width: 375, height: 667}, axis: horizontal}
        components:
          - id: header
            type: header
            1️⃣triggerRate: 1.5
            2️⃣lastUpdated: {today: calendarDay, format: 3️⃣"Updated {time}"}
          - id: more
            type: autoFooter
            4️⃣hideWhenNoData: true
          - id: side
            type: trailer
            5️⃣variant: righter
          - id: watcher
            type: scrollObserver
            6️⃣hidden: true
        """

    static let expected = [
        FindingSpec(
            marker: "1️⃣", rule: .notInMJRefresh,
            message: "triggerRate 1.5 is simulation only: MJRefresh always pulls at 1 × the component's size"),
        FindingSpec(
            marker: "2️⃣", rule: .notInMJRefresh,
            message: "lastUpdated.today calendarDay is not MJRefresh's: its label compares only the day of the month"),
        FindingSpec(
            marker: "3️⃣", rule: .notInMJRefresh,
            message: "lastUpdated.format is not generated: give the header a lastUpdatedTimeText block that writes the same text"),
        FindingSpec(
            marker: "4️⃣", rule: .notInMJRefresh,
            message:
                "hideWhenNoData has no MJRefresh 3.7 property (automaticallyHidden is deprecated): hide the component after reloadData"
        ),
        FindingSpec(
            marker: "5️⃣", rule: .substitutedClass,
            message:
                "variant righter is the seed's MJRefreshRighter, not part of MJRefresh: the generated code uses MJRefreshNormalTrailer with the righter's titles, font and color, but MJRefresh's arrow, horizontal label and 60-point width, and it does not hide without data"
        ),
        FindingSpec(
            marker: "6️⃣", rule: .notInMJRefresh,
            message: "a hidden scroll observer has no counterpart: the generated observer always reports"),
    ]

    static func generate() throws -> (GeneratedFiles, [String: Mark]) {
        try generate(spec, path: "app/feed.yaml")
    }

    /// The Swift generated from the spec `marked` (markers stripped) read from `path`, and the
    /// markers' marks.
    static func generate(_ marked: String, path: String) throws -> (GeneratedFiles, [String: Mark]) {
        let (text, marks) = strippingMarkers(marked)
        let loaded = Spec.load(source: Source(path: path, bytes: Array(text.utf8)))
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let generated = SwiftGenerator.generate(
            spec, strings: loaded.strings, file: path, options: GenerateOptions(toolVersion: "1.0.0-test"))
        return (generated, marks)
    }

    @Test func eachInexpressibleSettingIsAWarningAtItsLineAndColumn() throws {
        let (generated, marks) = try Self.generate()
        #expect(generated.diagnostics.count == Self.expected.count, "\(generated.diagnostics)")
        for (diagnostic, finding) in zip(generated.diagnostics, Self.expected) {
            let mark = try #require(marks[finding.marker])
            #expect(diagnostic.mark == mark, "\(finding.marker): \(diagnostic)")
            #expect(diagnostic.rule == finding.rule.id)
            #expect(diagnostic.message == finding.message)
            #expect(diagnostic.severity == .warning)
            #expect(diagnostic.file == "app/feed.yaml")
        }
    }

    @Test func eachWarningIsACommentInTheCode() throws {
        let (generated, _) = try Self.generate()
        let code = generated.swift.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }
        let comments = code.filter { $0.hasPrefix("// ") }.map { $0.dropFirst(3) }.joined(separator: " ")
        for diagnostic in generated.diagnostics {
            let location = "(spec \(diagnostic.mark.line):\(diagnostic.mark.column), \(diagnostic.rule))."
            #expect(comments.contains("refreshspec: \(diagnostic.message) \(location)"), "\(diagnostic.message)")
        }
    }

    /// `lastUpdated.noRecordText` stands for a block's answer to a nil date: MJRefresh has no
    /// property for it, so it is a warning at the value, as `format` is.
    @Test func aNoRecordTextIsAWarningAtItsValue() throws {
        let (generated, marks) = try Self.generate(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header, lastUpdated: {noRecordText: 1️⃣Never synced}}
            """, path: "app/feed.yaml")
        #expect(
            generated.diagnostics.map(\.message) == [
                "lastUpdated.noRecordText is not generated: give the header a lastUpdatedTimeText block that returns it "
                    + "for a nil date"
            ])
        #expect(generated.diagnostics.first?.mark == marks["1️⃣"])
        #expect(generated.diagnostics.first?.rule == CodegenRule.notInMJRefresh.id)
    }

    /// `MJRefreshTrailer.placeSubviews` sets `mj_w = MJRefreshTrailWidth` (60) on every layout:
    /// a trailer's other width is a warning at its key and no `mj_w` statement; 60 is neither.
    @Test func aTrailerWidthOtherThanMJRefreshsIsAWarning() throws {
        func generated(width: Int) throws -> (GeneratedFiles, [String: Mark]) {
            let (text, marks) = Self.strippingMarkers(
                """
                version: 1
                scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 900, height: 667}, axis: horizontal}
                components:
                  - {id: side, type: trailer, 1️⃣width: \(width)}
                """)
            let loaded = Spec.load(source: Source(path: "app/side.yaml", bytes: Array(text.utf8)))
            let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
            let generated = SwiftGenerator.generate(
                spec, strings: loaded.strings, file: "app/side.yaml", options: GenerateOptions(toolVersion: "1.0.0-test"))
            return (generated, marks)
        }
        let (wide, marks) = try generated(width: 80)
        #expect(
            wide.diagnostics.map(\.message) == [
                "width 80 is simulation only: MJRefreshTrailer sets its width to 60 in placeSubviews, on every layout"
            ])
        #expect(wide.diagnostics.first?.mark == marks["1️⃣"])
        #expect(!wide.swift.contains("mj_w"))
        let (standard, _) = try generated(width: 60)
        #expect(standard.diagnostics.isEmpty)
        #expect(!standard.swift.contains("mj_w"))
    }

    /// A last-updated text `strings` override is read by the simulation but not by MJRefresh's
    /// label: a warning at the first place `strings` write it, for a header that shows the label
    /// with MJRefresh's wording (a hidden one, or one with a format, shows none of them).
    @Test func lastUpdatedTextsTheStringsOverrideAreWarnings() throws {
        let (text, marks) = Self.strippingMarkers(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en:
                1️⃣header.lastTime: "Refreshed: "
              fr:
                header.lastTime: "Actualisé : "
                2️⃣header.today: Auj.
            components:
              - {id: header, type: header}
            """)
        func warnings(_ text: String) throws -> [Diagnostic] {
            let loaded = Spec.load(source: Source(path: "app/updated.yaml", bytes: Array(text.utf8)))
            let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
            return SwiftGenerator.generate(
                spec, strings: loaded.strings, file: "app/updated.yaml", options: GenerateOptions(toolVersion: "1.0.0-test")
            ).diagnostics
        }
        let shown = try warnings(text)
        #expect(shown.map(\.mark) == [marks["1️⃣"], marks["2️⃣"]])
        #expect(
            shown.first?.message
                == "header.lastTime from strings is not generated: MJRefresh's last-updated label shows its own text; give the header a lastUpdatedTimeText block that writes the same text"
        )
        #expect(shown.allSatisfy { $0.rule == CodegenRule.notInMJRefresh.id && $0.severity == .warning })
        let hidden = text.replacingOccurrences(of: "type: header}", with: "type: header, lastUpdated: {hidden: true}}")
        #expect(try warnings(hidden).isEmpty)
    }

    /// `a-b`, `aB` and `a_b` all give `makeAB`: the first keeps it, the others are numbered,
    /// each warned about at its `id` key, and the code still compiles.
    @Test func observersWhoseIdsGiveOneSwiftNameGetNumberedFactories() throws {
        let (text, marks) = Self.strippingMarkers(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: a-b, type: scrollObserver}
              - {1️⃣id: aB, type: scrollObserver}
              - {2️⃣id: a_b, type: scrollObserver}
              - {id: aB2, type: scrollObserver}
            """)
        let loaded = Spec.load(source: Source(path: "app/clash.yaml", bytes: Array(text.utf8)))
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let generated = SwiftGenerator.generate(
            spec, strings: loaded.strings, file: "app/clash.yaml", options: GenerateOptions(toolVersion: "1.0.0-test"))
        #expect(
            generated.diagnostics.map(\.message) == [
                "scroll observer 'aB' gives the same Swift name as 'a-b' (makeAB): its factory is makeAB2",
                "scroll observer 'a_b' gives the same Swift name as 'a-b' (makeAB): its factory is makeAB3",
                // `aB2` would be `makeAB2`, which `aB` now has.
                "scroll observer 'aB2' gives the same Swift name as 'aB' (makeAB2): its factory is makeAB22",
            ])
        #expect(generated.diagnostics.prefix(2).map(\.mark) == [marks["1️⃣"], marks["2️⃣"]])
        #expect(generated.diagnostics.allSatisfy { $0.rule == CodegenRule.renamed.id && $0.severity == .warning })
        for function in ["makeAB", "makeAB2", "makeAB3", "makeAB22"] {
            #expect(generated.swift.contains("static func \(function)(topInset: Double) -> ScrollObserver {"), "\(function)")
        }
        let result = try TypeCheckTests.typeCheck([generated.swiftFileName: generated.swift])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func aSpecMJRefreshCanExpressHasNoWarnings() throws {
        for path in ["specs/header.yaml", "specs/auto-footer-budget.yaml", "Tests/RefreshCodegenTests/Specs/every-setting.yaml"] {
            let (generated, _) = try GeneratedSpecs.generate(path)
            #expect(generated.diagnostics.isEmpty, "\(path): \(generated.diagnostics)")
            #expect(!generated.swift.contains("// refreshspec:"))
        }
    }
}
