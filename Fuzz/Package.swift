// swift-tools-version: 6.2
import PackageDescription

// The fuzz targets, kept out of refreshspec's own build: `Scripts/fuzz.sh` builds this package
// with `--sanitize fuzzer --sanitize address`. See README.md.
let package = Package(
    name: "refreshspec-fuzz",
    dependencies: [.package(name: "refreshspec", path: "..")],
    targets: [
        .executableTarget(
            name: "refreshspec-fuzz",
            dependencies: [.product(name: "FuzzEntryPoints", package: "refreshspec")],
            // libFuzzer provides `main`: the file is a library's, with no top-level code.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        )
    ],
    swiftLanguageModes: [.v6]
)
