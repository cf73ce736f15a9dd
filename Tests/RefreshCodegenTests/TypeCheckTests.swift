import Foundation
import RefreshCodegen
import Testing

/// The generated code compiles against MJRefresh 3.7.9's Swift interface
/// (`Tests/Fixtures/MJRefreshInterface/`): the interface and its UIKit stand-in are built as the
/// modules `UIKit` and `MJRefresh`, and `swiftc -typecheck` reads the generated files as an app
/// target would, in the Swift 6 language mode.
@Suite struct TypeCheckTests {
    /// A folder holding the built `UIKit` and `MJRefresh` modules and the given Swift files.
    static func modules(with files: [String: String]) throws -> URL {
        let interface = GeneratedSpecs.packageRoot.appendingPathComponent("Tests/Fixtures/MJRefreshInterface")
        let folder = try Toolchain.folder(with: files)
        for module in ["UIKit", "MJRefresh"] {
            let built = try Toolchain.run(
                "swiftc",
                [
                    "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", module, "-I", ".",
                    "-emit-module-path", "\(module).swiftmodule", interface.appendingPathComponent("\(module).swift").path,
                ], in: folder)
            #expect(built.status == 0, "building \(module): \(built.output)")
        }
        return folder
    }

    /// `swiftc -typecheck` on the given files, against the interface.
    static func typeCheck(_ files: [String: String]) throws -> Toolchain.Result {
        let folder = try modules(with: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try Toolchain.run(
            "swiftc", ["-swift-version", "6", "-parse-as-library", "-typecheck", "-I", "."] + files.keys.sorted(), in: folder)
    }

    @Test func everySpecsCodeTypeChecksAgainstTheMJRefreshInterface() throws {
        var files: [String: String] = [:]
        for path in try GeneratedSpecs.specPaths() {
            let (generated, _) = try GeneratedSpecs.generate(path)
            files[generated.swiftFileName] = generated.swift
        }
        #expect(files.count >= 20)
        let result = try Self.typeCheck(files)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func internalAccessTypeChecksToo() throws {
        let options = GenerateOptions(access: .internal, typePrefix: "App", toolVersion: "1.0.0-test")
        let (generated, _) = try GeneratedSpecs.generate("Tests/RefreshCodegenTests/Specs/every-setting.yaml", options: options)
        let result = try Self.typeCheck([generated.swiftFileName: generated.swift])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(arguments: [
        ("header.isAutomaticallyChangeAlpha = true", "header.isAutomaticallyChangeAlfa = true", "isAutomaticallyChangeAlfa"),
        ("header.mj_h = 60", "header.mj_h = \"60\"", "cannot assign value of type 'String'"),
        ("footer.autoTriggerTimes = -1", "footer.autoTriggerTimes = -1.5", "autoTriggerTimes"),
        ("header.setTitle(idleTitle, for: .idle)", "header.setTitle(idleTitle, for: .idel)", "idel"),
    ])
    func aMisspeltOrMistypedLineFailsToTypeCheck(original: String, broken: String, complaint: String) throws {
        let (generated, _) = try GeneratedSpecs.generate("Tests/RefreshCodegenTests/Specs/every-setting.yaml")
        #expect(generated.swift.contains(original))
        let result = try Self.typeCheck([
            generated.swiftFileName: generated.swift.replacingOccurrences(of: original, with: broken)
        ])
        #expect(result.status != 0)
        #expect(result.output.contains(complaint), "\(result.output)")
    }
}
