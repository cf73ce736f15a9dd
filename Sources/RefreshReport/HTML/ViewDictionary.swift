import Foundation
import RefreshRunner
import RefreshSpec
import YAML

/// The text every scenario view of the HTML report is compressed after, as a preset dictionary:
/// the view of a small built-in scenario, so that the markup most views share (the player, the
/// legend, a frame of a header over a table, the timeline's axes, the table's columns) is written
/// once in the page rather than once a scenario. A view's DEFLATE stream continues the
/// dictionary's (``Deflate/compress(_:after:)``): the page keeps the dictionary's own stream
/// (``preamble``) once, and the script inflates the two together and drops the dictionary's
/// bytes. It saves about a third of each view.
enum ViewDictionary {
    /// The built-in scenario: a header and a back footer on a table, pulled, checked, released.
    private static let spec = """
        version: 1
        name: sample
        scrollView: {kind: table, frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}, contentInset: {top: 64}, dataCount: 20}
        components:
          - {id: header, type: header}
          - {id: footer, type: backFooter}
        scenarios:
          - name: sample
            steps:
              - drag: {dy: 80}
              - expect: {header: {state: pulling}, scrollView: {offsetY: -144}}
              - release

        """

    /// The dictionary: the built-in scenario's view, as UTF-8.
    static let text: [UInt8] = {
        let source = Source(path: "sample.yaml", bytes: Array(spec.utf8))
        guard let spec = Spec.load(source: source).spec else { return [] }
        let report = SpecRunner().run(spec, path: source.path)
        return Array(HTMLScenario(report: report, index: 0, specKey: "sample", prefix: "d-").view.utf8)
    }()

    /// The dictionary's own DEFLATE blocks, none of them final, ending on a byte boundary: what
    /// the page's script puts before a view's stream.
    static let preamble: [UInt8] = Deflate.preamble(text)
}
