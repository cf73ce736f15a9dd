/// How refreshspec names itself in machine-readable reports.
public enum ToolInfo {
    /// The tool's name, `refreshspec`, as SARIF's `tool.driver.name`.
    public static let name = "refreshspec"
    /// The tool's semantic version, as `refreshspec --version` prints it and SARIF's
    /// `tool.driver.version`: the repository's `VERSION` file, compiled in by the EmbedVersion
    /// plugin.
    public static let version = embeddedVersion
}
