import Foundation
import Testing

/// The pictures README.md shows are the tool's own: `docs/pictures/` holds what
/// `refreshspec run specs/<spec>.yaml --output docs/pictures` writes now, byte for byte, so they
/// never go stale. `RECORD_SNAPSHOTS=1` rewrites them (and fails the run, as for snapshots).
@Suite struct DocsPictureTests {
    static let specs = ["specs/header.yaml", "specs/righter.yaml"]
    static let folder = CommandRunner.packageRoot.appendingPathComponent("docs/pictures")

    @Test(arguments: specs) func checkedInPicturesAreWhatTheToolDrawsNow(_ spec: String) throws {
        let drawn = try CommandRunner.folder(with: [:])
        let result = try CommandRunner.run(["run", spec, "--output", drawn.path])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: drawn.path).sorted()
        #expect(!names.isEmpty)
        for name in names {
            let fresh = try Data(contentsOf: drawn.appendingPathComponent(name))
            let checkedIn = Self.folder.appendingPathComponent(name)
            if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
                try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
                try fresh.write(to: checkedIn)
                Issue.record("Recorded docs/pictures/\(name); review it and run again without RECORD_SNAPSHOTS")
                continue
            }
            let old = try? Data(contentsOf: checkedIn)
            #expect(
                old == fresh,
                "docs/pictures/\(name) is not what the tool draws now; run RECORD_SNAPSHOTS=1 swift test --filter DocsPictureTests"
            )
        }
    }
}
