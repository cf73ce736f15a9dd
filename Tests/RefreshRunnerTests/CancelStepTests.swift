import RefreshRunner
import RefreshSpec
import Testing

/// `cancel` as a spec step: decoded as a bare word, summarised as `cancel`, run on the engine.
@Suite struct CancelStepTests {
    /// Frame 667, inset top 64, header 54: 60 down reaches -124 < -118, pulling. Cancelled, the
    /// first settling frame (1/60 s) begins refreshing without the inset (MJRefreshHeader.m,
    /// headerRefreshingAction: the cancelled pan skips `mj_insetT = 64 + 54`); the callback follows
    /// after fast 0.25: 1/60 + 0.25 = 0.267 <= 0.3.
    @Test func cancelledPullRefreshesWithoutTheInset() throws {
        let spec = try spec(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}, contentInset: {top: 64}}
            components: [{id: header, type: header}]
            scenarios:
              - name: system gesture
                steps:
                  - drag: {dy: 60}
                  - cancel
                  - expect: {header: {state: pulling}, scrollView: {dragging: false, insetTop: 64}}
                  - wait: 0.017
                  - expect: {header: {state: refreshing}, scrollView: {insetTop: 64}}
                  - wait: 0.3
                  - expect: {header: {refreshingCallbacks: 1}}
            """)
        #expect(spec.scenarios.first?.steps.map(\.action).contains(.cancel) == true)
        let report = SpecRunner().run(spec, path: "cancel.yaml")
        #expect(report.failures.isEmpty, "\(report.failures.map(\.message))")
        #expect(report.scenarios.first?.steps.map(\.action)[1] == "cancel")
    }
}
