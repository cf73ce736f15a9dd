import RefreshCore
import RefreshSpec
import Testing

/// `variant: righter` decodes to the seed's MJRefreshRighter without hand-tuning
/// (seed 000, `MJRefreshRighter.m`), and the keys it overrules are reported.
@Suite struct RighterSpecTests {
    private static let gallery = """
        version: 1
        scrollView: {kind: collection, axis: horizontal, frame: {width: 375, height: 320}}
        components:
        """

    @Test func righterTakesTheSeedsValues() throws {
        let spec = try decodeClean(Self.gallery + "\n  - {id: righter, type: trailer, variant: righter}")
        let righter = try #require(spec.component("righter"))
        #expect(righter.settings.variant == .righter)
        // scrollViewContentSizeDidChange: mj_w = arrow.mj_w + 5 + statelbl.mj_w (20) + 5 = 15 + 30 = 45.
        #expect(righter.settings.width == 45)
        // willMoveToSuperview: sets mj_reloadDataBlock { hidden = (totalDataCount == 0) } unconditionally.
        #expect(righter.settings.hideWhenNoData)
        // updateStateAttrTextWithState: systemFontOfSize:14 (regular), colorWithHexString:@"929292".
        #expect(righter.settings.font == Font(size: 14, weight: .regular))
        #expect(righter.settings.textColor.description == "#929292")
        // stateLblTextDictM: five titles, willRefresh among them, literal in every locale.
        #expect(righter.labels[.willRefresh]?.content == .text("即将加载更多"))
        #expect(righter.labels[.idle]?.content == .text("左滑加载更多"))
        #expect(righter.labels.count == 5)
    }

    @Test func righterWidthFollowsTheArrow() throws {
        let spec = try decodeClean(
            Self.gallery + "\n  - {id: righter, type: trailer, variant: righter, arrowSize: {width: 22, height: 30}}")
        // 22 + 5 + 20 + 5 = 52.
        #expect(spec.component("righter")?.settings.width == 52)
        #expect(spec.component("righter")?.settings.arrowSize == Size(width: 22, height: 30))
    }

    @Test func aSpecsOwnLabelsColorAndFontWin() throws {
        let spec = try decodeClean(
            Self.gallery + """

                  - id: righter
                    type: trailer
                    variant: righter
                    labels: {idle: {text: Swipe}}
                    textColor: "#000000"
                    font: {size: 10}
                """)
        let righter = try #require(spec.component("righter"))
        #expect(righter.labels[.idle]?.content == .text("Swipe"))
        #expect(righter.labels[.pulling]?.content == .text("释放加载更多"))
        #expect(righter.settings.textColor.description == "#000000")
        #expect(righter.settings.font.size == 10)
    }

    @Test func standardTrailerKeepsMJRefreshDefaults() throws {
        let spec = try decodeClean(Self.gallery + "\n  - {id: trailer, type: trailer}")
        let trailer = try #require(spec.component("trailer"))
        #expect(trailer.settings.variant == .standard && trailer.settings.width == 60 && !trailer.settings.hideWhenNoData)
        #expect(trailer.labels[.idle]?.content == .key("trailer.idle"))
    }

    @Test(arguments: Fixture.righter) func overruledKeys(_ fixture: Fixture) {
        fixture.check()
    }
}

extension Fixture {
    /// Keys the seed's righter sets itself.
    static let righter: [Fixture] = [
        Fixture(
            "width, hideWhenNoData false and a style on a righter",
            """
            version: 1
            scrollView: {axis: horizontal, frame: {width: 375, height: 200}}
            components:
              - id: righter
                type: trailer
                variant: righter
                width: 1️⃣80
                hideWhenNoData: 2️⃣false
                style: 3️⃣state
            """,
            [
                DiagnosticSpec(
                    "3️⃣", rule: "not-applicable",
                    message:
                        "a righter always has its arrow, label and indicator (style normal); style state does not describe it"),
                DiagnosticSpec(
                    "1️⃣", rule: "not-applicable",
                    message: "a righter's width is its arrow's width + 5 + 20 + 5; give arrowSize instead of width"),
                DiagnosticSpec(
                    "2️⃣", rule: "not-applicable",
                    message:
                        "a righter always hides when the table or collection has no data; hideWhenNoData: false has no effect"),
            ]),
        Fixture(
            "variant for another type",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - id: header
                type: header
                1️⃣variant: righter
            """,
            [DiagnosticSpec("1️⃣", rule: "not-applicable", message: "'variant' does not apply to header (only to trailer)")]),
        Fixture(
            "label and indicator keys where MJRefresh has no such subview",
            """
            version: 1
            scrollView: {axis: horizontal, frame: {width: 375, height: 200}}
            components:
              - id: trailer
                type: trailer
                style: plain
                1️⃣indicator: {style: large}
                2️⃣labelLeftInset: 10
                3️⃣stateLabel: {hidden: true}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "not-applicable",
                    message: "'indicator' does not apply to trailer (only to header, backFooter, autoFooter)"),
                DiagnosticSpec(
                    "2️⃣", rule: "not-applicable",
                    message: "'labelLeftInset' does not apply to trailer (only to header, backFooter, autoFooter)"),
                DiagnosticSpec(
                    "3️⃣", rule: "not-applicable",
                    message: "'stateLabel' does not apply to style plain (only to state, normal, gif)"),
            ]),
    ]
}
