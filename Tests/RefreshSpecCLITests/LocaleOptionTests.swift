import Testing

/// `run --locale` and `tree --locale`: a mistyped locale showed the default locale's texts with
/// no word (exit 0), and a malformed one was refused without the suggestion `validate` gives.
@Suite struct LocaleOptionTests {
    @Test(arguments: [["run", "specs/header.yaml"], ["tree", "specs/header.yaml"]])
    func aMistypedLocaleIsWarnedOfWithWhatItMeans(_ command: [String]) throws {
        for (locale, meant) in [("jp", "ja"), ("zh-hans", "zh-Hans")] {
            let result = try CommandRunner.run(command + ["--locale", locale])
            #expect(
                result.stderr.hasPrefix(
                    "refreshspec: warning: unknown locale '\(locale)': neither the spec's strings nor the built-in catalog has it, so labels show en's texts (did you mean '\(meant)'?)\n"
                ), "\(result.stderr)")
        }
        // A real language without texts and a region variant fall back as SPEC.md §5 says: no warning.
        for locale in ["it", "en-GB"] {
            let result = try CommandRunner.run(command + ["--locale", locale])
            #expect(!result.stderr.contains("warning: unknown locale"), "\(locale): \(result.stderr)")
        }
    }

    @Test func aMalformedLocaleIsRefusedWithWhatItMeans() throws {
        let result = try CommandRunner.run(["tree", "specs/header.yaml", "--locale", "zh_CN"])
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "refreshspec: error: the value 'zh_CN' is invalid for '--locale'; did you mean 'zh-CN'? give a locale id such as en, zh-Hans or pt-BR\n"
            ))
    }
}
