/// Locale ids as the spec language accepts them (BCP 47 shaped: `en`, `zh-Hant-TW`, `pt-BR`).
public enum LocaleID {
    /// Whether `text` is a well-formed locale id.
    public static func isWellFormed(_ text: String) -> Bool {
        Syntax.isLocale(text)
    }
}
