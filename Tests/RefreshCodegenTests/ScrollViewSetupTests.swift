import Foundation
import RefreshCodegen
import Testing

/// `install(on:…)` sets the scroll view keys a spec gives: `contentInsetAdjustmentBehavior`
/// before attaching, the `alwaysBounce…` flags after, and nothing for a key left out.
@Suite struct ScrollViewSetupTests {
    static let safeArea = "Tests/RefreshCodegenTests/Specs/safe-area.yaml"

    @Test func theBehaviourIsSetBeforeAttachingAndTheBounceFlagsAfter() throws {
        let swift = try GeneratedSpecs.generate(Self.safeArea).0.swift
        let lines = swift.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let behaviour = try #require(lines.firstIndex(of: "scrollView.contentInsetAdjustmentBehavior = .scrollableAxes"))
        let header = try #require(lines.firstIndex(of: "scrollView.mj_header = makeHeader(refreshing: onRefresh)"))
        let vertical = try #require(lines.firstIndex(of: "scrollView.alwaysBounceVertical = false"))
        let horizontal = try #require(lines.firstIndex(of: "scrollView.alwaysBounceHorizontal = true"))
        #expect(behaviour < header && header < vertical && vertical < horizontal)
        #expect(swift.contains("The safe area comes from the app's view controller and device"))
    }

    @Test func aSpecWithoutTheKeysSetsNothingOnTheScrollView() throws {
        let swift = try GeneratedSpecs.generate("specs/header.yaml").0.swift
        #expect(!swift.contains("contentInsetAdjustmentBehavior"))
        #expect(!swift.contains("alwaysBounce"))
    }

    @Test func theSafeAreaSpecTypeChecksAndAMisspeltBehaviourDoesNot() throws {
        let generated = try GeneratedSpecs.generate(Self.safeArea).0
        let result = try TypeCheckTests.typeCheck([generated.swiftFileName: generated.swift])
        #expect(result.status == 0, "\(result.output)")
        let broken = generated.swift.replacingOccurrences(of: "= .scrollableAxes", with: "= .scrollableAxis")
        let failed = try TypeCheckTests.typeCheck([generated.swiftFileName: broken])
        #expect(failed.status != 0)
        #expect(failed.output.contains("scrollableAxis"), "\(failed.output)")
    }
}
