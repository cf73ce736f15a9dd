import RefreshSpec

extension Arguments {
    /// `--locale <locale>`, which must have BCP 47's shape like the spec's own locale ids.
    mutating func localeOption() throws(UsageError) -> String? {
        guard let locale = try option("--locale") else { return nil }
        guard LocaleID.isWellFormed(locale) else {
            throw UsageError(
                message: "The value '\(locale)' is invalid for '--locale'; give a locale id such as en, zh-Hans or pt-BR",
                help: help)
        }
        return locale
    }
}
