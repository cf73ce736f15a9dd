import RefreshCore
import RefreshEngine
import RefreshRunner
import RefreshSpec
import Testing
import YAML

/// `text-too-wide`'s room (``ComponentSettings/textRoom(for:state:width:)``) is the engine's
/// layout read backwards: the view MJRefresh shows left of the text in a state starts at
/// (room − text width) / 2, so it stays on screen exactly while the text fits the room.
@Suite struct TextRoomLayoutTests {
    private func component(_ type: String, style: String, text: String) throws -> RefreshComponent {
        let yaml = """
            version: 1
            scrollView: {frame: {width: 200, height: 400}, contentSize: {width: 200, height: 1200}}
            components:
              - {id: c, type: \(type), style: \(style), labels: {idle: {text: "\(text)"}}\(type == "header" ? ", lastUpdated: {hidden: true}" : "")}
            """
        // The wider text warns (text-too-wide): the spec is read without the helper that refuses warnings.
        let loaded = try #require(Spec.load(source: Source(path: "room.yaml", bytes: Array(yaml.utf8))).spec)
        let assembled = AssembledSpec(spec: loaded, locale: "en")
        return try #require(assembled.scrollView.component("c"))
    }

    /// Normal header idle: the arrow, room 200 − 2 × 25 − 15 = 135; refreshing: the indicator,
    /// 200 − 50 − 20 = 130; normal auto footer refreshing: the indicator, 130; gif header:
    /// 200 − 2 × 20 = 160.
    @Test(arguments: [
        ("header", "normal", RefreshState.idle, 135.0), ("header", "normal", .refreshing, 130.0),
        ("autoFooter", "normal", .refreshing, 130.0), ("header", "gif", .idle, 160.0),
    ])
    func theShownViewStartsAtHalfTheRoomLeft(type: String, style: String, state: RefreshState, room: Double) throws {
        for text in ["Pull", "Pull down to refresh, then wait for the newest stories"] {
            let component = try component(type, style: style, text: text)
            #expect(component.settings.textRoom(for: component.type, state: state, width: 200) == room)
            let width = component.settings.font.width(of: text)
            let layout = component.layout
            let shown = style == "gif" ? layout.gif?.width : state == .refreshing ? layout.indicator?.x : layout.arrow?.x
            #expect(abs((shown ?? 0) - (room - width) / 2) < 1e-9, "\(type) \(style) \(text)")
        }
    }

    /// An auto footer shows nothing beside its idle and noMoreData texts, and a back footer
    /// nothing beside noMoreData: the label is the component's width.
    @Test func withNothingBesideTheTextTheRoomIsTheWidth() throws {
        let footer = try component("autoFooter", style: "normal", text: "Pull")
        #expect(footer.settings.textRoom(for: .autoFooter, state: .idle, width: 200) == 200)
        #expect(footer.settings.textRoom(for: .backFooter, state: .noMoreData, width: 200) == 200)
        #expect(footer.settings.textRoom(for: .backFooter, state: .pulling, width: 200) == 200 - 50 - 15)
    }
}
