import Diagnostics
import RefreshRunner
import RefreshSpec
import YAML

/// What the server knows of one version of a document: the load (the same loader and checks
/// as `validate`), its outline, and, when it was run, the failed expectations of `test`.
struct Analysis {
    /// The document's version this is of.
    let version: Int
    let load: LoadResult
    /// The last load of the document whose YAML parsed (this one, unless it does not): the
    /// names completion offers while a half-typed line breaks the YAML.
    let names: LoadResult
    /// The outline of ``names``.
    let outline: SpecOutline
    /// The failed expectations of running the spec, nil when it was not run.
    let failures: [Diagnostic]?

    /// Loads `document` as `validate` (with `strict`) would, and runs it as `test` would when
    /// `runs` and it has no errors; `previous` is the analysis of an earlier version, if any.
    init(_ document: OpenDocument, path: String, strict: Bool, runs: Bool, previous: Analysis?) {
        version = document.version
        load = Spec.load(source: Source(path: path, bytes: document.bytes)).checked(strict: strict)
        if load.document == nil, let previous {
            names = previous.names
            outline = previous.outline
        } else {
            names = load
            outline = SpecOutline(document: load.document)
        }
        failures = runs ? load.spec.map { SpecRunner(keptSteps: 0).run($0, path: path).failures } : nil
    }

    /// Every diagnostic to publish: the load's, then the run's.
    var diagnostics: [Diagnostic] {
        load.diagnostics + (failures ?? [])
    }
}
