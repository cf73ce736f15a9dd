/// How `generate swift` names and exposes what it writes.
public struct GenerateOptions: Sendable, Hashable {
    /// The access level of the generated type and its members.
    public enum Access: String, Sendable, Hashable, CaseIterable {
        /// `public`: for a spec compiled into a framework the app imports.
        case `public`
        /// No modifier (Swift's `internal`): for a spec compiled into the app target itself.
        case `internal`

        /// The modifier with its trailing space, or nothing for internal.
        var modifier: String {
            self == .public ? "public " : ""
        }
    }

    /// The access level; `public` unless given.
    public var access: Access
    /// Put before the spec's name to make the type's name: `RefreshSpec` + `feed` → `RefreshSpecFeed`.
    public var typePrefix: String
    /// The tool's version, named in the header comment.
    public var toolVersion: String

    /// Options with the defaults of the command line: public access, the `RefreshSpec` prefix.
    public init(access: Access = .public, typePrefix: String = "RefreshSpec", toolVersion: String) {
        self.access = access
        self.typePrefix = typePrefix
        self.toolVersion = toolVersion
    }
}
