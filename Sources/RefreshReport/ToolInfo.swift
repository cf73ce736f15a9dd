/// How refreshspec names itself in machine-readable reports.
public enum ToolInfo {
    /// The tool's name, `refreshspec`, as SARIF's `tool.driver.name`.
    public static let name = "refreshspec"
    /// The tool's semantic version, as SARIF's `tool.driver.version`.
    public static let version = "0.1.0"
}
