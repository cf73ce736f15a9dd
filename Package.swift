// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "refreshspec",
    products: [
        .library(name: "RefreshSpec", targets: ["RefreshSpec"]),
        .executable(name: "refreshspec", targets: ["RefreshSpecCLI"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "YAML", dependencies: ["CYaml"]),
        .target(name: "RefreshCore"),
        .target(name: "RefreshSpec", dependencies: ["YAML", "RefreshCore"], exclude: ["Catalog"], plugins: ["EmbedCatalogs"]),
        .target(name: "RefreshEngine", dependencies: ["RefreshCore"], exclude: ["README.md"]),
        .target(name: "RefreshRunner", dependencies: ["YAML", "RefreshCore", "RefreshSpec", "RefreshEngine"]),
        .target(name: "RefreshReport", dependencies: ["YAML", "RefreshCore", "RefreshSpec", "RefreshEngine", "RefreshRunner"]),
        .executableTarget(
            name: "RefreshSpecCLI", dependencies: ["YAML", "RefreshSpec", "RefreshEngine", "RefreshRunner", "RefreshReport"]),

        .executableTarget(name: "CatalogEmbedder", dependencies: ["YAML"]),
        .plugin(name: "EmbedCatalogs", capability: .buildTool(), dependencies: ["CatalogEmbedder"]),

        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .testTarget(name: "RefreshSpecTests", dependencies: ["RefreshSpec", "RefreshCore", "YAML"]),
        .testTarget(name: "RefreshEngineTests", dependencies: ["RefreshEngine", "RefreshCore"]),
        .testTarget(name: "RefreshRunnerTests", dependencies: ["RefreshRunner", "RefreshSpec", "RefreshEngine", "RefreshCore", "YAML"]),
        .testTarget(name: "RefreshReportTests", dependencies: ["RefreshReport", "RefreshSpec", "RefreshRunner", "RefreshCore", "YAML"]),
        .testTarget(name: "RefreshSpecCLITests", dependencies: ["RefreshSpecCLI", "YAML"], exclude: ["Snapshots"]),

        .executableTarget(
            name: "RefreshEngineBenchmark",
            dependencies: ["RefreshEngine", "RefreshCore"],
            path: "Benchmarks/EngineBenchmark"
        ),
    ],
    swiftLanguageModes: [.v6]
)
