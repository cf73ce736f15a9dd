import Diagnostics
import Foundation
import RefreshSpec
import Testing

@testable import RefreshLocalization

/// String Catalogs (`.xcstrings`): Xcode's layout out, every `stringUnit` back in.
@Suite struct XCStringsTests {
    private let contents = XCStrings.Contents(
        sourceLanguage: "en",
        texts: ["en": ["feed.idle": "Pull \"down\"\n", "feed.pulling": "Release"], "zh-Hans": ["feed.idle": "下拉"]])

    @Test func writesXcodesLayout() {
        let text = XCStrings.render(contents)
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"feed.idle\" : {\n"))
        #expect(text.contains("\"value\" : \"Pull \\\"down\\\"\\n\""))
        #expect(text.hasSuffix("  },\n  \"version\" : \"1.0\"\n}\n"))
    }

    @Test func readsBackWhatItWrites() throws {
        #expect(try XCStrings.parse(Array(XCStrings.render(contents).utf8), path: "x") == contents)
    }

    @Test func emptyCatalogIsValidJSON() throws {
        let empty = XCStrings.Contents(sourceLanguage: "de", texts: [:])
        #expect(try XCStrings.parse(Array(XCStrings.render(empty).utf8), path: "x") == empty)
    }

    @Test func notACatalog() {
        #expect(throws: Diagnostic.self) { try XCStrings.parse(Array("{\"strings\": [".utf8), path: "x") }
        #expect(throws: Diagnostic.self) { try XCStrings.parse(Array("{\"version\": \"1.0\"}".utf8), path: "x") }
    }
}
