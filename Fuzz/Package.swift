// swift-tools-version: 6.2
import PackageDescription

// The fuzz targets, kept out of refreshspec's own build: `Scripts/fuzz.sh` builds this package
// with `--sanitize fuzzer --sanitize address`. See README.md.
let package = Package(
    name: "refreshspec-fuzz",
    dependencies: [.package(name: "refreshspec", path: "..")],
    targets: [
        .target(name: "LibFuzzerDriver"),
        .executableTarget(
            name: "refreshspec-fuzz",
            dependencies: ["LibFuzzerDriver", .product(name: "FuzzEntryPoints", package: "refreshspec")],
            // Only this executable links libFuzzer (see README.md).
            swiftSettings: [.unsafeFlags(["-sanitize=fuzzer"])],
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
