/// `%XX` escapes, shared by SARIF URIs and GitHub workflow commands.
enum PercentEncoding {
    /// `%` and the value as two or more uppercase hexadecimal digits (`%0A`, `%2C`).
    static func escape(_ value: UInt32) -> String {
        "%" + (value < 0x10 ? "0" : "") + String(value, radix: 16, uppercase: true)
    }
}
