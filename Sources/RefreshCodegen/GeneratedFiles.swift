import Diagnostics

/// The files `generate swift` makes of one spec, each with its name: the Swift file and the
/// String Catalog its titles come from; and a warning for each setting the code cannot carry.
public struct GeneratedFiles: Sendable {
    /// The Swift file's name: the generated type's name with `.swift`.
    public var swiftFileName: String
    /// The Swift source.
    public var swift: String
    /// The String Catalog's name: the table the code reads, with `.xcstrings`.
    public var catalogFileName: String
    /// The String Catalog, as `strings export --format xcstrings` writes it for the spec, with
    /// the fallback texts of the built-in keys the spec overrides (docs/CODEGEN.md).
    public var catalog: String
    /// Warnings located in the spec, sorted by position; each is also a comment in ``swift``.
    public var diagnostics: [Diagnostic]
}
