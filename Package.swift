// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "refreshspec",
    products: [
        .library(name: "RefreshSpec", targets: ["RefreshSpec"]),
        .executable(name: "refreshspec", targets: ["RefreshSpecCLI"]),
        // For Fuzz/, which builds the fuzz targets in a package of its own (see Fuzz/README.md).
        .library(name: "FuzzEntryPoints", targets: ["FuzzEntryPoints"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // libyaml's allocation functions, replaced in the executable (see its source file).
        .target(name: "CYamlAllocator"),
        .target(name: "Diagnostics"),
        .target(name: "YAML", dependencies: ["CYaml", "Diagnostics"]),
        .target(name: "YAMLEditing", dependencies: ["Diagnostics", "YAML"]),
        .target(name: "RefreshCore"),
        .target(
            name: "RefreshSpec", dependencies: ["Diagnostics", "YAML", "RefreshCore"], exclude: ["Catalog"],
            plugins: ["EmbedCatalogs"]),
        .target(
            name: "RefreshLocalization", dependencies: ["Diagnostics", "YAML", "YAMLEditing", "RefreshCore", "RefreshSpec"]),
        .target(name: "RefreshEngine", dependencies: ["RefreshCore"], exclude: ["README.md"]),
        .target(name: "RefreshRunner", dependencies: ["Diagnostics", "RefreshCore", "RefreshSpec", "RefreshEngine"]),
        .target(
            name: "RefreshRecord",
            dependencies: ["Diagnostics", "YAML", "YAMLEditing", "RefreshCore", "RefreshSpec", "RefreshEngine", "RefreshRunner"]),
        .target(name: "RefreshCodegen", dependencies: ["Diagnostics", "RefreshCore", "RefreshSpec", "RefreshLocalization"]),
        .target(
            name: "RefreshReport",
            dependencies: ["Diagnostics", "YAML", "RefreshCore", "RefreshSpec", "RefreshEngine", "RefreshRunner"]),
        .target(
            name: "RefreshLanguageServer",
            dependencies: [
                "Diagnostics", "YAML", "RefreshCore", "RefreshSpec", "RefreshEngine", "RefreshRunner", "RefreshRecord", "RefreshReport",
            ]),
        .executableTarget(
            name: "RefreshSpecCLI",
            dependencies: [
                "CYamlAllocator", "Diagnostics", "YAML", "YAMLEditing", "RefreshSpec", "RefreshLocalization", "RefreshRunner",
                "RefreshRecord", "RefreshReport", "RefreshCodegen", "RefreshLanguageServer",
            ],
            plugins: ["EmbedVersion"]),
        .target(
            name: "FuzzEntryPoints",
            dependencies: [
                "Diagnostics", "YAML", "YAMLEditing", "RefreshSpec", "RefreshLocalization", "RefreshRunner", "RefreshRecord",
                "RefreshReport", "RefreshCodegen",
            ]),

        .executableTarget(name: "CatalogEmbedder", dependencies: ["Diagnostics", "YAML", "RefreshCore"]),
        .plugin(name: "EmbedCatalogs", capability: .buildTool(), dependencies: ["CatalogEmbedder"]),
        .executableTarget(name: "VersionEmbedder"),
        .plugin(name: "EmbedVersion", capability: .buildTool(), dependencies: ["VersionEmbedder"]),

        .testTarget(name: "YAMLTests", dependencies: ["Diagnostics", "YAML"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "YAMLEditingTests", dependencies: ["Diagnostics", "YAML", "YAMLEditing"]),
        .testTarget(name: "RefreshCoreTests", dependencies: ["RefreshCore"]),
        .testTarget(name: "RefreshSpecTests", dependencies: ["Diagnostics", "RefreshSpec", "RefreshCore", "YAML"]),
        .testTarget(name: "RefreshLocalizationTests", dependencies: ["Diagnostics", "RefreshLocalization", "RefreshSpec", "YAML"]),
        .testTarget(name: "RefreshEngineTests", dependencies: ["RefreshEngine", "RefreshCore"]),
        .testTarget(
            name: "RefreshRunnerTests",
            dependencies: ["Diagnostics", "RefreshRunner", "RefreshSpec", "RefreshEngine", "RefreshCore", "YAML"]),
        .testTarget(
            name: "RefreshRecordTests", dependencies: ["Diagnostics", "RefreshRecord", "RefreshRunner", "RefreshSpec", "YAML"]),
        .testTarget(
            name: "RefreshReportTests",
            dependencies: ["Diagnostics", "RefreshReport", "RefreshSpec", "RefreshRunner", "RefreshCore", "YAML"]),
        .testTarget(
            name: "RefreshCodegenTests",
            dependencies: [
                "Diagnostics", "RefreshCodegen", "RefreshSpec", "RefreshLocalization", "RefreshRunner", "RefreshCore", "YAML",
            ],
            exclude: ["Golden", "Specs"]),
        .testTarget(name: "FuzzRegressionTests", dependencies: ["FuzzEntryPoints"]),
        .testTarget(
            name: "RefreshLanguageServerTests", dependencies: ["Diagnostics", "YAML", "RefreshSpec", "RefreshLanguageServer"]),
        .testTarget(
            name: "RefreshSpecCLITests",
            dependencies: [
                "CYamlAllocator", "Diagnostics", "RefreshSpecCLI", "YAML", "RefreshSpec", "RefreshRunner", "RefreshReport",
                "RefreshRecord", "RefreshCodegen", "RefreshLocalization",
            ],
            exclude: ["Snapshots"]),

        .executableTarget(
            name: "RefreshEngineBenchmark",
            dependencies: ["RefreshEngine", "RefreshCore", "RefreshReport"],
            path: "Benchmarks/EngineBenchmark"
        ),
        .executableTarget(
            name: "RefreshLanguageServerBenchmark", dependencies: ["RefreshLanguageServer"],
            path: "Benchmarks/LanguageServerBenchmark"),
    ],
    swiftLanguageModes: [.v6]
)
