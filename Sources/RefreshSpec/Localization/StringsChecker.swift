import Diagnostics
import YAML

/// `refreshspec strings check`: for every locale a spec shows, ``LocaleCoverage``'s findings
/// (the keys it lacks and the locale each falls back to, or that the locale looks mistyped),
/// as `validate` reports them; keys no label uses; texts identical to the default locale's
/// (probably untranslated); texts with placeholders. All warnings, each at its place.
public struct StringsChecker {
    private let spec: Spec
    private let block: StringsBlock
    private let file: String
    private let resolver: StringResolver

    /// A checker for a loaded spec and its `strings` block (``LoadResult/strings``).
    public init(spec: Spec, strings: StringsBlock, file: String) {
        self.spec = spec
        self.block = strings
        self.file = file
        resolver = StringResolver(spec: spec)
    }

    /// Every finding, sorted by position.
    public func diagnostics() -> [Diagnostic] {
        let used = StringsUsage.keys(of: spec)
        var found = LocaleCoverage(block: block, defaultLocale: spec.defaultLocale, usedKeys: used).diagnostics(file: file)
        for locale in block.locales {
            for entry in locale.entries {
                if !used.contains(entry.key) { found.append(Diagnostic(.unusedString(entry.key), file: file, at: entry.keyMark)) }
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
        return found.sortedByPosition
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
    /// A text equal to the default locale's, in another language.
    static func sameAsDefaultLocale(_ key: String, locale: String, defaultLocale: String) -> Self {
        Self(
            LocalizationRule.untranslated,
            "'\(key)' in '\(locale)' is the same as in '\(defaultLocale)'; probably not translated yet")
    }
}
