import RefreshCore

/// The Swift file that declares the embedded catalogs: one dictionary literal, locales and keys
/// sorted so that the same catalogs always give the same bytes.
struct SwiftSource {
    let text: String

    init(_ catalogs: [LocaleCatalog]) {
        var lines = [
            "// Generated at build time by the EmbedCatalogs plugin from Catalog/*.json. Do not edit.",
            "",
            "extension LabelCatalog {",
            "    /// locale id → (key → text), one entry per `Catalog/<locale>.json`.",
            "    static let embeddedLocales: [String: [String: String]] = [",
        ]
        for catalog in catalogs.sorted(by: { $0.locale < $1.locale }) {
            lines.append("        \(SwiftLiteral.string(catalog.locale)): [")
            for entry in catalog.texts.sorted(by: { $0.key < $1.key }) {
                lines.append("            \(SwiftLiteral.string(entry.key)): \(SwiftLiteral.string(entry.text)),")
            }
            lines.append("        ],")
        }
        lines += ["    ]", "}", ""]
        text = lines.joined(separator: "\n")
    }
}
