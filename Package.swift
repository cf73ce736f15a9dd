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
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
    ],
    swiftLanguageModes: [.v6]
)
