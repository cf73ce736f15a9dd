import RefreshSpec
import Testing
import YAML

/// Decodes a spec text that must have no diagnostics at all.
func decodeClean(_ yaml: String, path: String = "specs/sample.yaml", sourceLocation: SourceLocation = #_sourceLocation) throws
    -> Spec
{
    let result = Spec.load(source: Source(path: path, bytes: Array(yaml.utf8)))
    #expect(result.diagnostics.map { "\($0.mark) \($0.rule): \($0.message)" } == [], sourceLocation: sourceLocation)
    return try #require(result.spec, sourceLocation: sourceLocation)
}
