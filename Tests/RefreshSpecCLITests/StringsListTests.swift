import Foundation
import Testing

/// `refreshspec strings list`: the built-in texts an author can put into an expectation.
@Suite struct StringsListTests {
    /// One built-in locale's texts, read from its catalog file.
    private func catalog(_ locale: String) throws -> [String: String] {
        let url = CommandRunner.packageRoot.appendingPathComponent("Sources/RefreshSpec/Catalog/\(locale).json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: String])
    }

    @Test func listsEveryKeyOfEveryLocale() throws {
        let result = try CommandRunner.run(["strings", "list"])
        #expect(result.status == 0, "\(result.stderr)")
        let korean = try catalog("ko")
        #expect(result.stdout.contains("\nko:\n"))
        for key in ["header.pulling", "autoFooter.noMoreData"] {
            #expect(result.stdout.contains("\n  \(key): \"\(try #require(korean[key]))\"\n"))
        }
        let json = try CommandRunner.run(["strings", "list", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let locales = try #require(report["locales"] as? [String: [String: String]])
        #expect(locales["de"] == (try catalog("de")))
        #expect(locales.keys.contains("pt-BR") && locales.keys.contains("zh-Hant"))
    }

    @Test func aLocaleShowsTheTextsItsFallbackChainFinds() throws {
        let result = try CommandRunner.run(["strings", "list", "--locale", "zh-CN"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("# zh-CN: the built-in texts of zh-Hans\n"))
        #expect(result.stdout.contains("\nheader.pulling: \"\(try #require(try catalog("zh-Hans")["header.pulling"]))\"\n"))

        let json = try CommandRunner.run(["strings", "list", "--locale", "zh-TW", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(report["locale"] as? String == "zh-TW")
        #expect(report["from"] as? String == "zh-Hant")
        let texts = try #require(report["texts"] as? [[String: String]])
        let idle = try #require(texts.first { $0["key"] == "header.idle" })
        #expect(idle == ["key": "header.idle", "text": try #require(try catalog("zh-Hant")["header.idle"]), "from": "zh-Hant"])
    }

    /// Like `--locale` of `run` and `tree`: a malformed id is a usage error, a well-formed one
    /// without texts falls back (here to `en`, as no spec names a default locale).
    @Test func unknownLocalesBehaveAsElsewhere() throws {
        let malformed = try CommandRunner.run(["strings", "list", "--locale", "not a locale"])
        #expect(malformed.status == 2)
        #expect(malformed.stderr.hasPrefix("refreshspec: error: the value 'not a locale' is invalid for '--locale'"))
        let unknown = try CommandRunner.run(["strings", "list", "--locale", "xx"])
        #expect(unknown.status == 0)
        #expect(unknown.stdout.hasPrefix("# xx: the built-in texts of en\n"))
        #expect(unknown.stdout.contains("\nheader.idle: \"\(try #require(try catalog("en")["header.idle"]))\"\n"))
        let portuguese = try CommandRunner.run(["strings", "list", "--locale", "pt-PT"])
        #expect(portuguese.stdout.hasPrefix("# pt-PT: the built-in texts of en\n"))
    }

    /// A locale that looks mistyped is said to, as a spec's would be (`unknown-locale`); a real
    /// language without texts (`it`) is listed quietly.
    @Test(arguments: [("JA", " (did you mean 'ja'?)"), ("jp", " (did you mean 'ja'?)"), ("it", nil)])
    func aMistypedLocaleIsWarnedOf(locale: String, hint: String?) throws {
        let result = try CommandRunner.run(["strings", "list", "--locale", locale])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("# \(locale): the built-in texts of en\n"))
        let warning = hint.map {
            "refreshspec: warning: unknown locale '\(locale)': the built-in catalog has no such locale, so en's texts are listed\($0)\n"
        }
        #expect(result.stderr == warning ?? "")
    }

    @Test func textsKeepTheirSpaces() throws {
        let result = try CommandRunner.run(["strings", "list", "--locale", "en"])
        #expect(result.stdout.contains("\nheader.lastTime: \"\(try #require(try catalog("en")["header.lastTime"]))\"\n"))
        #expect(try catalog("en")["header.lastTime"]?.hasSuffix(" ") == true)
    }

    @Test func argumentsAreUsageErrors() throws {
        let result = try CommandRunner.run(["strings", "list", "specs"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("refreshspec: error: unexpected argument 'specs'\nUsage: refreshspec strings list "))
    }
}
