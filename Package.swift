// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "refreshspec",
    products: [],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "YAML", dependencies: ["CYaml"]),
        .target(name: "RefreshEngine", exclude: ["README.md"]),
        .testTarget(name: "RefreshEngineTests", dependencies: ["RefreshEngine"]),
        .executableTarget(
            name: "RefreshEngineBenchmark",
            dependencies: ["RefreshEngine"],
            path: "Benchmarks/EngineBenchmark"
        ),
    ],
    swiftLanguageModes: [.v6]
)
