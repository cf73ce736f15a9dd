import RefreshSpec
import Testing

/// The key tables are the single source of truth for keys, types and defaults.
@Suite struct KeyTableTests {
    @Test func onlyLastEventIsForObservers() {
        for key in KeyTable.expectComponent.keys where key.name != "lastEvent" {
            #expect(key.componentTypes?.contains(.scrollObserver) != true, "\(key.name)")
        }
    }

    @Test func keysAreUniqueAndDocumented() {
        let tables: [KeyTable] = [
            .spec, .scrollView, .positiveSize, .size, .insets, .point, .clock, .component, .font, .animation,
            .lastUpdated, .gifImages, .labelText, .scenario, .step, .drag, .release, .insetsChange, .reloadData,
            .expectation, .expectScrollView, .expectComponent, .lastEvent,
        ]
        for table in tables {
            #expect(Set(table.names).count == table.names.count, "\(table.name)")
            #expect(table.keys.allSatisfy { !$0.summary.isEmpty }, "\(table.name)")
        }
    }

    @Test func componentDefaultsFollowTheSpec() {
        #expect(KeyTable.component["height"]?.applies(to: .trailer, style: nil) == false)
        #expect(KeyTable.component["images"]?.applies(to: .header, style: .gif) == true)
        #expect(KeyTable.component["images"]?.applies(to: .header, style: .normal) == false)
        guard case .numberByType(let heights) = KeyTable.component["height"]?.defaultValue else {
            Issue.record("height has no per-type default")
            return
        }
        #expect(heights == [.header: 54, .backFooter: 44, .autoFooter: 44])
    }
}
