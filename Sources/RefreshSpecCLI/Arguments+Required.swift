extension Arguments {
    /// Removes `--name value` and returns the value; a usage error when the option is missing.
    mutating func requiredOption(_ name: String, placeholder: String) throws(UsageError) -> String {
        guard let value = try option(name) else {
            throw UsageError(message: "Missing expected option '\(name) \(placeholder)'", help: help)
        }
        return value
    }
}
