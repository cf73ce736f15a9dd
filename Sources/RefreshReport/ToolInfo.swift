/// How refreshspec names itself in machine-readable reports.
public enum ToolInfo {
    /// The tool's name.
    public static let name = "refreshspec"
    /// The tool's version.
    public static let version = "0.1.0"
    /// Where to read about the tool and its rules.
    public static let informationURI = "https://github.com/refreshspec/refreshspec"
}
