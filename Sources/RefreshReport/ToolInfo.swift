/// How refreshspec names itself in machine-readable reports.
public enum ToolInfo {
    /// The tool's name.
    public static let name = "refreshspec"
    /// The tool's version.
    public static let version = "0.1.0"
}
