import Diagnostics
import RefreshLocalization
import RefreshSpec
import YAML

extension StringsEditor {
    /// An editor over a source loaded here, for tests that start from YAML text; throws the
    /// YAML error of a text that does not parse.
    init(parsing source: Source) throws(Diagnostic) {
        _ = try Document.parse(source)
        self.init(source: source, strings: Spec.load(source: source).strings)
    }
}
