import Diagnostics
import RefreshSpec
import YAML

/// `refreshspec strings check`: what the loader's translation checks found
/// (``LoadResult/translationFindings``), as `validate` reports them: for every locale a spec
/// shows, the keys it lacks and the locale each falls back to, or that the locale looks
/// mistyped; texts wider than their component leaves them; keys no label uses, here at every
/// locale that writes them. Then its own: texts
/// identical to the default locale's (probably untranslated); texts with placeholders;
/// built-in texts MJRefresh.bundle lacks (``MJRefreshBundle/missingKeys``) that a label shows.
/// All warnings, each at its place.
public struct StringsChecker {
    private let spec: Spec
    private let block: StringsBlock
    private let findings: TranslationFindings
    private let file: String
    private let resolver: StringResolver

    /// A checker for a loaded spec; nil when the spec has errors (``LoadResult/spec`` is nil).
    public init?(loaded: LoadResult) {
        guard let spec = loaded.spec else { return nil }
        self.spec = spec
        block = loaded.strings
        findings = loaded.translationFindings
        file = loaded.source.path
        resolver = StringResolver(spec: spec)
    }

    /// The findings sorted by position: as `validate` keeps a file's diagnostics, the first
    /// ``FoundDiagnostics/limit`` and then one `diagnostic-limit` note counting the rest.
    public func diagnostics() -> [Diagnostic] {
        var found = FoundDiagnostics()
        for diagnostic in findings.coverage { found.append(diagnostic) }
        for notMade in findings.notMade { found.count(notMade) }
        for diagnostic in findings.tooWide { found.append(diagnostic) }
        for locale in block.locales {
            for entry in locale.entries {
                if findings.unusedKeys.contains(entry.key) {
                    found.append(Diagnostic(.unusedString(entry.key), file: file, at: entry.keyMark))
                }
                if let placeholder = TextShape.placeholder(in: entry.text) {
                    found.append(Diagnostic(.placeholder(placeholder), file: file, at: entry.value.mark))
                }
                if isCopyOfDefault(entry, in: locale.id) {
                    found.append(
                        Diagnostic(
                            .sameAsDefaultLocale(entry.key, locale: locale.id, defaultLocale: spec.defaultLocale), file: file,
                            at: entry.value.mark))
                }
            }
        }
        for diagnostic in builtInTextsMJRefreshLacks() { found.append(diagnostic) }
        return found.diagnostics.sortedByPosition
    }

    /// A label that shows, in some locale the spec uses, a built-in text MJRefresh.bundle has no
    /// key for: MJRefresh would show the key name there. Once per key and place: a trailer's
    /// refreshing label is its pulling key (MJRefreshStateTrailer), which is not a second problem.
    private func builtInTextsMJRefreshLacks() -> [Diagnostic] {
        var found: [Diagnostic] = []
        var reported: Set<String> = []
        let locales = LocaleUses(block: block, defaultLocale: spec.defaultLocale).locales.map(\.id)
        for component in spec.components {
            for state in component.type.states {
                guard let label = component.labels[state], case .key(let key) = label.content else { continue }
                let mark = label.mark ?? component.mark
                guard reported.insert("\(key) \(mark)").inserted else { continue }
                for locale in locales {
                    guard let resolution = resolver.resolve(key, locale: locale),
                        case .builtIn(let builtIn) = resolution.origin, MJRefreshBundle.lacks(key, locale: builtIn)
                    else { continue }
                    let message = Diagnostic.Message.notInMJRefreshBundle(key, locale: builtIn, text: resolution.text)
                    found.append(Diagnostic(message, file: file, at: mark))
                    break
                }
            }
        }
        return found
    }

    /// A text of another language than the default locale's that equals the default's text.
    private func isCopyOfDefault(_ entry: StringsBlock.Text, in locale: String) -> Bool {
        guard Self.language(locale) != Self.language(spec.defaultLocale), entry.text.contains(where: \.isLetter) else {
            return false
        }
        return resolver.resolve(entry.key, locale: spec.defaultLocale)?.text == entry.text
    }

    private static func language(_ locale: String) -> Substring {
        locale.split(separator: "-").first ?? Substring(locale)
    }
}

extension Diagnostic.Message {
    /// A built-in text of a bundle language that MJRefresh.bundle lacks.
    static func notInMJRefreshBundle(_ key: String, locale: String, text: String) -> Self {
        let name = MJRefreshBundle.keys[key] ?? key
        return Self(
            LocalizationRule.notInMJRefreshBundle,
            "'\(key)' shows refreshspec's own '\(locale)' text '\(text)': MJRefresh.bundle has no \(name) for '\(locale)', "
                + "so MJRefresh shows '\(name)'; give the text in strings")
    }

    /// A text equal to the default locale's, in another language.
    static func sameAsDefaultLocale(_ key: String, locale: String, defaultLocale: String) -> Self {
        Self(
            LocalizationRule.untranslated,
            "'\(key)' in '\(locale)' is the same as in '\(defaultLocale)'; probably not translated yet")
    }
}
