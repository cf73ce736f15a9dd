import RefreshSpec
import YAML

extension SpecFile {
    /// A usable spec with its `strings` block as written, for the `strings` subcommands.
    struct WithStrings {
        var spec: Spec
        var source: Source
        var block: StringsBlock
    }

    /// ``load(_:)``, plus the spec's `strings` block.
    static func loadWithStrings(_ path: String) -> Result<WithStrings, SpecFileFailure> {
        load(path).map { WithStrings(spec: $0.spec, source: $0.source, block: StringsBlock(root: try? Loader().load($0.source))) }
    }
}
