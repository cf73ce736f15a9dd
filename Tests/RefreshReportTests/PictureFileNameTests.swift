import RefreshReport
import Testing

/// `run --output DIR` names each scenario's picture after the spec and the scenario.
@Suite struct PictureFileNameTests {
    @Test func namesAreLowercaseASCIIDashedAndUnique() throws {
        let report = try FilmstripFixtures.inline(
            """
            version: 1
            name: "My Feed: v2"
            scrollView: {frame: {width: 375, height: 667}}
            components: [{id: header, type: header}]
            scenarios:
              - {name: "Pull down, then END!", steps: [appear]}
              - {name: "pull-down then end", steps: [appear]}
              - {name: 下拉刷新, steps: [appear]}
              - {name: "../../etc/passwd", steps: [appear]}
            """)
        #expect(
            RunPicture.fileNames(report) == [
                "my-feed-v2--pull-down-then-end.svg", "my-feed-v2--pull-down-then-end-2.svg", "my-feed-v2--scenario-3.svg",
                "my-feed-v2--etc-passwd.svg",
            ])
    }

    /// A valid spec with names longer than a file system allows in one file name (255 bytes)
    /// still gets its pictures: each part is cut and ends in a hash of the whole, so that two
    /// names that differ only past the cut still get files of their own, the same in every run.
    @Test func longNamesAreCutAndKeepAHashOfTheWhole() throws {
        let long = String(repeating: "when the user pulls the feed down slowly ", count: 8)
        let report = try FilmstripFixtures.inline(
            """
            version: 1
            name: "\(String(repeating: "checkout flow ", count: 10))"
            scrollView: {frame: {width: 375, height: 667}}
            components: [{id: header, type: header}]
            scenarios:
              - {name: "\(long)it refreshes", steps: [appear]}
              - {name: "\(long)it does not", steps: [appear]}
              - {name: short, steps: [appear]}
            """)
        let names = RunPicture.fileNames(report)
        #expect(names.count == 3)
        // 60 + "--" + 120 + ".svg": the longest a name gets before a `-N` copy suffix.
        #expect(names.allSatisfy { $0.utf8.count <= 60 + 2 + 120 + 4 }, "\(names)")
        let first = try #require(names.first)
        let second = try #require(names.dropFirst().first)
        #expect(first.hasPrefix("checkout-flow-checkout-flow-"))
        #expect(first.contains("--when-the-user-pulls-the-feed-down-slowly-when-"))
        #expect(first != second && !second.hasSuffix("-2.svg"))
        #expect(names.last?.hasSuffix("--short.svg") == true)
        #expect(RunPicture.fileNames(report) == names)
    }
}
