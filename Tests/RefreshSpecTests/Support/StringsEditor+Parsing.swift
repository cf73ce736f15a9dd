import Diagnostics
import RefreshSpec
import YAML

extension StringsEditor {
    /// An editor over a source parsed here, for tests that start from YAML text.
    init(parsing source: Source) throws(Diagnostic) {
        self.init(source: source, root: try Node.parse(source))
    }
}
