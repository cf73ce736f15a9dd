import RefreshLocalization
import RefreshSpec

/// The `.strings` parser, the String Catalog reader and the XLIFF reader on any bytes: texts or
/// a located error; what they read, rendered again, reads back the same.
enum FuzzStrings {
    static func run(_ bytes: [UInt8]) {
        if let translations = try? AppleStrings.parse(bytes, path: "fuzz.strings") {
            let entries = translations.map { (key: $0.key, value: $0.value) }
            let rendered = Array(AppleStrings.render(entries).utf8)
            let again = try? AppleStrings.parse(rendered, path: "fuzz.strings")
            check(again?.map(\.key) == entries.map(\.key), "rendered .strings keys read back")
            check(again?.map(\.value) == entries.map(\.value), "rendered .strings values read back")
        }
        if let contents = try? XCStrings.parse(bytes, path: "fuzz.xcstrings") {
            let again = try? XCStrings.parse(Array(XCStrings.render(contents).utf8), path: "fuzz.xcstrings")
            check(again?.sourceLanguage == contents.sourceLanguage, "rendered catalog's source language reads back")
            check(
                again?.texts.filter { !$0.value.isEmpty } == contents.texts.filter { !$0.value.isEmpty },
                "rendered catalog texts read back")
        }
        if let document = try? XLIFF.parse(bytes, path: "fuzz.xliff") {
            check(XLIFF.firstUnwritableText(in: document) == nil, "a read XLIFF holds only what XML carries")
            let again = try? XLIFF.parse(Array(XLIFF.render(document).utf8), path: "fuzz.xliff")
            check(again == document, "rendered XLIFF reads back the same")
        }
    }
}
