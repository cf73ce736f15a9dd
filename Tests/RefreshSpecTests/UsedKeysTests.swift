import Testing

@testable import RefreshSpec

/// The keys labels use, for the unused-string check: the same answers by comparison and by set.
@Suite struct UsedKeysTests {
    @Test(arguments: [3, 33, 200])
    func answersWhetherAKeyIsUsed(_ count: Int) {
        let used = (0..<count).map { "feed.\($0)" } + ["header.idle", "feed.0"]
        let keys = SpecDecoder.UsedKeys(used)
        #expect(used.allSatisfy(keys.contains))
        #expect(!keys.contains("feed.\(count)"))
        #expect(!keys.contains("feed."))
        #expect(!keys.contains("header.idlE"))
        #expect(!keys.contains(""))
    }
}
