import Foundation
import RefreshCodegen
import RefreshLocalization
import RefreshSpec
import Testing
import YAML

/// A spec's description and texts may hold any character YAML can escape. In the generated
/// Swift none is written raw that the compiler stops at (NUL), a terminal obeys (ESC, BEL, C1,
/// DEL) or a viewer turns a line around with (the bidirectional controls: Trojan Source): a
/// description with them gave `/// a^@b ^[]0;owned^G <U+202E>evil`, which `swiftc -parse
/// -warnings-as-errors` refused on the NUL.
@Suite struct ControlCharacterCodeTests {
    /// NUL, ESC, BEL, U+202E, U+200F, U+061C, U+0085 (C1), DEL and U+2066/U+2069.
    static let hostile: [Unicode.Scalar] = [
        "\u{0}", "\u{1B}", "\u{7}", "\u{202E}", "\u{200F}", "\u{61C}", "\u{85}", "\u{7F}", "\u{2066}", "\u{2069}",
    ]

    static let spec = #"""
        version: 1
        name: hostile
        description: "a\0b \e]0;owned\a \u202Eevil \u200F\u061C\x85\x7F \u2066x\u2069"
        scrollView: {frame: {width: 375, height: 667}}
        strings:
          en: {feed.idle: "x\0y\e\a\u202Ez\u2066\u2069"}
        components:
          - {id: header, type: header, labels: {idle: feed.idle, pulling: {text: "p\0q\e\a\u202Er"}}}
        """#

    static func generated() throws -> GeneratedFiles {
        let loaded = Spec.load(source: Source(path: "hostile.yaml", bytes: Array(spec.utf8)))
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        return SwiftGenerator.generate(spec, strings: loaded.strings, file: "hostile.yaml", options: GeneratedSpecs.options)
    }

    @Test func theSwiftFileHoldsNoneRawAndParsesWithoutWarnings() throws {
        let generated = try Self.generated()
        let raw = generated.swift.unicodeScalars.filter { Self.hostile.contains($0) }
        #expect(raw.isEmpty, "\(raw.map { String($0.value, radix: 16) })")
        // The description's comment writes each as a literal would; U+0085, a line break, goes on
        // to a comment line of its own, as a line feed does.
        #expect(
            generated.swift.contains(
                "/// a\\u{0}b \\u{1B}]0;owned\\u{7} \\u{202E}evil \\u{200F}\\u{61C}\n/// \\u{7F} \\u{2066}x\\u{2069}\n"),
            "\(generated.swift)")
        #expect(generated.swift.contains("\"p\\u{0}q\\u{1B}\\u{7}\\u{202E}r\""), "\(generated.swift)")
        let folder = try Toolchain.folder(with: [generated.swiftFileName: generated.swift])
        defer { try? FileManager.default.removeItem(at: folder) }
        let parsed = try Toolchain.run("swiftc", ["-parse", "-warnings-as-errors", generated.swiftFileName], in: folder)
        #expect(parsed.status == 0, "\(parsed.output)")
        let checked = try TypeCheckTests.typeCheck([generated.swiftFileName: generated.swift])
        #expect(checked.status == 0, "\(checked.output)")
    }

    /// The String Catalog is JSON: each is a `\u` escape there, and reads back as the text.
    @Test func theCatalogEscapesThemAndReadsBack() throws {
        let generated = try Self.generated()
        #expect(!generated.catalog.unicodeScalars.contains { Self.hostile.contains($0) }, "\(generated.catalog)")
        #expect(generated.catalog.contains("x\\u0000y\\u001B\\u0007\\u202Ez\\u2066\\u2069"), "\(generated.catalog)")
        let contents = try XCStrings.parse(Array(generated.catalog.utf8), path: "hostile.xcstrings")
        #expect(contents.texts["en"]?["feed.idle"] == "x\u{0}y\u{1B}\u{7}\u{202E}z\u{2066}\u{2069}")
    }
}
