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
}
