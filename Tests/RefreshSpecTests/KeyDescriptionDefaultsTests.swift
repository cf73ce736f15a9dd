import RefreshCore
import Testing

@testable import RefreshSpec

/// ``KeyDescription/Defaults``: each key's default in the forms a decoder reads, worked out once.
@Suite struct KeyDescriptionDefaultsTests {
    private static let tables: [KeyTable] = [
        .spec, .scrollView, .positiveSize, .size, .insets, .point, .clock, .component, .font, .animation,
        .lastUpdated, .gifImages, .labelText, .scenario, .step, .drag, .release, .insetsChange, .reloadData,
        .expectation, .expectScrollView, .expectComponent, .lastEvent,
    ]

    /// Each kind of ``DefaultValue`` gives its own forms and no other: an integer is also a
    /// number, a per-type number is a number only for the types it lists.
    @Test func everyKeyHasItsDefaultsForms() {
        for table in Self.tables {
            for key in table.keys {
                let defaults = key.defaults
                let label = "\(table.name).\(key.name)"
                var expected: (number: Double?, integer: Int?, bool: Bool?, string: String?) = (nil, nil, nil, nil)
                switch key.defaultValue {
                case .number(let value): expected.number = value
                case .integer(let value): (expected.number, expected.integer) = (Double(value), value)
                case .bool(let value): expected.bool = value
                case .string(let value): expected.string = value
                case .numberByType(let values):
                    for type in ComponentType.allCases {
                        #expect(defaults.number(for: type) == values[type], "\(label) for \(type)")
                    }
                case .computed, nil: break
                }
                #expect(defaults.number(for: nil) == expected.number, "\(label)")
                #expect(defaults.integer == expected.integer, "\(label)")
                #expect(defaults.bool == expected.bool, "\(label)")
                #expect(defaults.string == expected.string, "\(label)")
            }
        }
    }

    @Test func perTypeNumbersAreEachTypesOwn() throws {
        let height = try #require(KeyTable.component["height"]).defaults
        // SPEC.md: a header is 54 points high, a back or auto footer 44; a trailer has a width instead.
        #expect(height.number(for: .header) == 54)
        #expect(height.number(for: .backFooter) == 44)
        #expect(height.number(for: .autoFooter) == 44)
        #expect(height.number(for: .trailer) == nil)
        #expect(height.number(for: nil) == nil)
    }

    @Test func onlyATimestampKeyHasATime() throws {
        // The clock starts at 2026-01-01T12:00:00Z: 20,454 days after 1970-01-01, plus 12 hours.
        let now = try #require(KeyTable.clock["now"]).defaults
        #expect(now.timestamp == Timestamp(iso8601: "2026-01-01T12:00:00Z"))
        #expect(now.timestamp?.secondsSince1970 == Double(20_454 * 86_400 + 12 * 3_600))
        #expect(try #require(KeyTable.clock["timeZone"]).defaults.timestamp == nil)
    }
}
