// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "refreshspec",
    products: [
        .executable(name: "refreshspec", targets: ["RefreshSpecCLI"])
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "YAML", dependencies: ["CYaml"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .target(name: "RefreshReport", dependencies: ["YAML", "RefreshEngine"]),
        .testTarget(name: "RefreshReportTests", dependencies: ["RefreshReport", "YAML"]),
        .executableTarget(name: "RefreshSpecCLI", dependencies: ["YAML", "RefreshReport"]),
        .testTarget(name: "RefreshSpecCLITests", dependencies: ["RefreshSpecCLI"]),
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
