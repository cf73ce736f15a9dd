import Diagnostics
import RefreshSpec
import Testing
import YAML

/// Issue 34, "errors arrive in rounds": a misspelt key hid the misspellings in its value until
/// the next run. An unknown key with exactly one key it probably means is still an error, and
/// its value is read as that key's, each problem inside it with a note saying so.
@Suite struct StandInTests {
    /// The misspellings the issue met, at every level: top-level keys, a component's keys and a
    /// label state, a step, expect fields.
    static let spec = """
        version: 1
        scrollview:
          frame: {width: 375, height: 667}
          contentSize: {widht: 375, height: 1200}
        componets:
          - id: header
            type: header
            lables: {idel: header.idle}
            trigerRate: 150%
        scenarios:
          - name: pull
            steps:
              - drag: {dy: 40}
              - releas: {velocity: 3}
              - expect: {header: {stat: idle}, scrollView: {ofsetY: -104}}
        """

    private static func load(_ text: String) -> LoadResult {
        Spec.load(source: Source(path: "rounds.yaml", bytes: Array(text.utf8)))
    }

    /// Each diagnostic as `line:col rule: message`, then its notes indented.
    private static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.flatMap { diagnostic in
            ["\(diagnostic.mark) \(diagnostic.rule): \(diagnostic.message)"] + diagnostic.notes.map { "  \($0.located)" }
        }
    }

    @Test func everyLevelIsReportedInOneRun() {
        let result = Self.load(Self.spec)
        #expect(result.spec == nil)
        let scrollView = "  2:1: read as 'scrollView', which 'scrollview' probably means"
        let components = "  5:1: read as 'components', which 'componets' probably means"
        #expect(
            Self.lines(result.diagnostics) == [
                "2:1 unknown-key: unknown key 'scrollview' in the spec (did you mean 'scrollView'?)",
                "4:17 unknown-key: unknown key 'widht' in size (did you mean 'width'?)", scrollView,
                "5:1 unknown-key: unknown key 'componets' in the spec (did you mean 'components'?)",
                "8:5 unknown-key: unknown key 'lables' in header (did you mean 'labels'?)", components,
                "8:14 unknown-key: unknown key 'idel' in labels (did you mean 'idle'?)", components,
                "  8:5: read as 'labels', which 'lables' probably means",
                "9:5 unknown-key: unknown key 'trigerRate' in header (did you mean 'triggerRate'?)", components,
                "9:17 wrong-type: expected a number, found '150%': triggerRate is a fraction, 1 for 100%; write 1.5",
                components, "  9:5: read as 'triggerRate', which 'trigerRate' probably means",
                "14:9 unknown-step: unknown step 'releas' (did you mean 'release'?)",
                "14:28 wrong-type: a release velocity is {x, y} in points per second, e.g. {velocity: {x: 0, y: -800}}, "
                    + "found '3'",
                "  14:9: read as 'release', which 'releas' probably means",
                "15:27 unknown-key: unknown key 'stat' in expect of header 'header' (did you mean 'state'?)",
                "15:53 unknown-key: unknown key 'ofsetY' in expect scrollView (did you mean 'offsetY'?)",
            ])
    }

    /// With the misspellings fixed but their values left as they were, the same problems remain
    /// (without the notes), and nothing else: reading a misspelt key as the one it means found
    /// exactly what the next run would.
    @Test func theNextRunFindsNothingMore() {
        let fixed = [
            "scrollview": "scrollView", "widht": "width", "componets": "components", "lables": "labels", "idel": "idle",
            "trigerRate": "triggerRate", "releas": "release", "stat:": "state:", "ofsetY": "offsetY",
        ]
        .reduce(Self.spec) { text, fix in text.replacingOccurrences(of: fix.key, with: fix.value) }
        let kept = Self.load(Self.spec).diagnostics.filter { $0.rule != "unknown-key" && $0.rule != "unknown-step" }
        #expect(Self.load(fixed).diagnostics.map(\.message) == kept.map(\.message))
        #expect(Self.load(fixed).diagnostics.allSatisfy { $0.notes.isEmpty })
    }

    /// A component's type and style decide which of its keys apply, so they are read before its
    /// other keys: a misspelt one is read as what it means there too.
    @Test func aMisspeltTypeOrStyleIsReadBeforeTheOtherKeys() {
        let result = Self.load(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, typ: heder}
              - {id: more, type: autoFooter, styel: gif, images: {idle: {frames: 0}}}
            """)
        #expect(
            Self.lines(result.diagnostics) == [
                "4:18 unknown-key: unknown key 'typ' in component (did you mean 'type'?)",
                "4:23 unknown-value: unknown type 'heder'; expected one of header, backFooter, autoFooter, trailer, "
                    + "scrollObserver (did you mean 'header'?)",
                "  4:18: read as 'type', which 'typ' probably means",
                "5:34 unknown-key: unknown key 'styel' in autoFooter (did you mean 'style'?)",
                // Read as gif, the auto footer takes images, whose frames are checked.
                "5:70 out-of-range: frames must be at least 1, found 0",
            ])
    }

    /// A misspelling beside the key it means is not read again, nor is a second misspelling of
    /// one key; two keys it may mean are offered and neither is read. Nothing is reported missing.
    @Test func onlyAnUnwrittenKeyIsStoodInFor() {
        let result = Self.load(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, fram: 3, contentSize: {widht: x, wdth: y}}
            components: [{id: header, type: header}]
            scenarios:
              - name: pull
                steps:
                  - expect: {header: {state: idle}, heade: {stat: wrong}, scrollView: {offset: 1}}
            """)
        #expect(
            Self.lines(result.diagnostics) == [
                "2:48 unknown-key: unknown key 'fram' in scrollView (did you mean 'frame'?)",
                "2:71 unknown-key: unknown key 'widht' in size (did you mean 'width'?)",
                "2:78 wrong-type: expected a number, found 'x'", "  2:71: read as 'width', which 'widht' probably means",
                "2:81 unknown-key: unknown key 'wdth' in size (did you mean 'width'?)",
                "7:41 unknown-component: no component has id 'heade'; the spec's components are header (did you mean 'header'?)",
                "7:76 unknown-key: unknown key 'offset' in expect scrollView (did you mean 'offsetX' or 'offsetY'?)",
            ])
    }
}
