// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "refreshspec",
    products: [
        .library(name: "RefreshSpec", targets: ["RefreshSpec"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "YAML", dependencies: ["CYaml"]),
        .target(name: "RefreshSpec", dependencies: ["YAML"], resources: [.copy("Catalog")]),
        .testTarget(name: "RefreshSpecTests", dependencies: ["RefreshSpec", "YAML"]),
    ],
    swiftLanguageModes: [.v6]
)
