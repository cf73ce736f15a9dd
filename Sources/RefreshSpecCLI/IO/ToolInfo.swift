/// How refreshspec names itself in machine-readable reports.
enum ToolInfo {
    /// The tool's name, `refreshspec`, as SARIF's `tool.driver.name`.
    static let name = "refreshspec"
    /// The tool's semantic version, as `refreshspec --version` prints it and SARIF's
    /// `tool.driver.version`: the repository's `VERSION` file, compiled in by the EmbedVersion
    /// plugin.
    static let version = embeddedVersion
}
