import Foundation
import RefreshLocalization
import RefreshSpec
import Testing

/// The built-in texts of MJRefresh's six languages are MJRefresh.bundle's own (SPEC.md §5),
/// compared with the bundle's files vendored in `Tests/Fixtures/MJRefresh.bundle`.
@Suite struct MJRefreshBundleTests {
    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/MJRefresh.bundle")

    /// The bundle's `Localizable.strings` of `locale`, key → value, read by the project's parser.
    private static func bundleTexts(_ locale: String) throws -> [String: String] {
        let url = folder.appendingPathComponent("\(locale).lproj/Localizable.strings")
        let entries = try AppleStrings.parse(Array(try Data(contentsOf: url)), path: url.path)
        return Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    @Test(arguments: MJRefreshBundle.locales)
    func builtInTextsAreTheBundles(_ locale: String) throws {
        let bundle = try Self.bundleTexts(locale)
        let builtIn = LabelCatalog.builtIn.locales[locale] ?? [:]
        #expect(!builtIn.isEmpty)
        for (key, text) in builtIn {
            let name = try #require(MJRefreshBundle.keys[key], "no MJRefresh key for '\(key)'")
            if MJRefreshBundle.lacks(key, locale: locale) {
                #expect(bundle[name] == nil, "\(locale): the bundle has \(name) after all")
            } else {
                #expect(bundle[name] == text, "\(locale) \(key): built in '\(text)', bundle '\(bundle[name] ?? "none")'")
            }
        }
    }

    /// Every key of every bundle file is one the catalog maps: no MJRefresh text is left out.
    @Test(arguments: MJRefreshBundle.locales)
    func everyBundleKeyIsBuiltIn(_ locale: String) throws {
        let mapped = Set(MJRefreshBundle.keys.values)
        let unmapped = try Self.bundleTexts(locale).keys.filter { !mapped.contains($0) }
        #expect(unmapped.isEmpty, "\(locale): \(unmapped.sorted())")
    }

    /// The examples the issue names: en's refreshing texts are "Loading..." for both footers
    /// (en.lproj: MJRefreshAutoFooterRefreshingText, MJRefreshBackFooterRefreshingText).
    @Test func englishFootersLoad() {
        let english = LabelCatalog.builtIn.locales["en"] ?? [:]
        #expect(english["autoFooter.refreshing"] == "Loading...")
        #expect(english["backFooter.refreshing"] == "Loading...")
    }

    /// en, ko, ru and uk have no trailer texts; zh-Hans and zh-Hant have both.
    @Test func theBundleLacksOnlyTrailerTexts() throws {
        for locale in MJRefreshBundle.locales {
            let bundle = try Self.bundleTexts(locale)
            let lacking = Set(MJRefreshBundle.keys.filter { bundle[$0.value] == nil }.keys)
            #expect(lacking == MJRefreshBundle.missingKeys[locale] ?? [], "\(locale)")
        }
    }
}
