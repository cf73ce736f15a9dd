import Foundation
import YAML

/// The built-in strings: for each built-in locale, key → text (SPEC.md §5).
///
/// Each locale is one JSON file in the module's `Catalog` resource folder, read once on first use.
public struct Catalog: Sendable {
    /// locale id → (key → text).
    public let locales: [String: [String: String]]
    /// Every key some built-in locale defines.
    public let keys: Set<String>

    /// Creates a catalog from texts already in memory.
    public init(locales: [String: [String: String]]) {
        self.locales = locales
        self.keys = Set(locales.values.flatMap(\.keys))
    }

    /// The catalog shipped with the module.
    public static let builtIn = Catalog(locales: loadResources())

    /// The built-in keys a component type's states use by default: `<type>.<state>`.
    public func defaultKey(for type: ComponentSpec.ComponentType, state: ComponentSpec.State) -> String? {
        let key = "\(type.rawValue).\(state.rawValue)"
        return keys.contains(key) ? key : nil
    }

    /// The folder of the catalog's JSON files: in the package's resource bundle beside the
    /// running executable (or test bundle). Nil when the bundle was not copied along with a
    /// relocated binary; unlike SwiftPM's `Bundle.module`, which would stop the program then.
    public static let resourceFolder: URL? = {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        for base in [Bundle.main.bundleURL, executable.deletingLastPathComponent()] {
            for name in ["refreshspec_RefreshSpec.resources", "refreshspec_RefreshSpec.bundle"] {
                if let folder = Bundle(url: base.appendingPathComponent(name))?.url(forResource: "Catalog", withExtension: nil) {
                    return folder
                }
            }
        }
        return nil
    }()

    private static func loadResources() -> [String: [String: String]] {
        guard let folder = resourceFolder,
            let files = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        else { return [:] }
        var locales: [String: [String: String]] = [:]
        for file in files where file.pathExtension == "json" {
            // JSON is YAML: the spec loader reads these small files faster than JSONDecoder.
            guard let source = try? Source.read(path: file.path),
                case .mapping(let mapping)? = try? Loader().load(source)
            else { continue }
            var texts: [String: String] = [:]
            for pair in mapping.pairs {
                if case .scalar(let key) = pair.key, case .scalar(let text) = pair.value { texts[key.text] = text.text }
            }
            locales[file.deletingPathExtension().lastPathComponent] = texts
        }
        return locales
    }
}
