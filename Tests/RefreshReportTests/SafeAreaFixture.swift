/// The spec the safe-area tests of the pictures and the HTML report share: an iPhone 16
/// (393 × 852 pt; 59 pt Dynamic Island, 34 pt home indicator) under a standard 44 pt navigation
/// bar, `always`, so the safe area is top 59 + 44 = 103, bottom 34; a header and a back footer.
/// `pull` refreshes the header; `rest` checks the resting offset and turns the phone.
enum SafeAreaFixture {
    static let text = """
        version: 1
        name: bars
        scrollView:
          device: {model: iPhone16, bars: {navigation: standard}}
          contentInsetAdjustment: always
          contentSize: {height: 2000}
        components:
          - {id: header, type: header}
          - {id: footer, type: backFooter}
        scenarios:
          - name: pull
            steps:
              - drag: {dy: 80}
              - release
              - wait: 0.5
          - name: rest
            steps:
              - expect: {scrollView: {offsetY: -103}}
              - rotate: landscape

        """
}
