import RefreshCore
import RefreshEngine
import RefreshRunner
import RefreshSpec
import Testing
import YAML

/// `text-too-wide`'s room (``ComponentSettings/textRoom(for:width:)``) is the engine's layout
/// read backwards: the leftmost view MJRefresh places left of the text starts at
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

    /// Normal header: room 200 − 2 × 25 − 20 (the indicator, wider than the arrow) = 130; normal
    /// auto footer: the indicator only, 130; gif header: 200 − 2 × 20 = 160.
    @Test(arguments: [("header", "normal", 130.0), ("autoFooter", "normal", 130.0), ("header", "gif", 160.0)])
    func theLeftmostViewStartsAtHalfTheRoomLeft(type: String, style: String, room: Double) throws {
        for text in ["Pull", "Pull down to refresh, then wait for the newest stories"] {
            let component = try component(type, style: style, text: text)
            #expect(component.settings.textRoom(for: component.type, width: 200) == room)
            let width = component.settings.font.width(of: text)
            let layout = component.layout
            let left = [layout.arrow?.x, layout.indicator?.x].compactMap { $0 }.min() ?? layout.gif?.width ?? 0
            #expect(abs(left - (room - width) / 2) < 1e-9, "\(type) \(style) \(text)")
        }
    }
}
