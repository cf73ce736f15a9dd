extension SARIF {
    /// The `partialFingerprints` key: what the value is a hash of, and its version.
    static let fingerprintKey = "ruleSpecYAMLPathHash/v1"

    /// Counts the results that share a fingerprint, so that each of them gets its own.
    struct Fingerprints {
        /// How many results had each hash, by the file URI the hash includes.
        private var seen: [String: [String: Int]] = [:]

        /// A hash of the rule id, the file's URI and the problem's YAML path (never its line),
        /// then `:` and the how-manieth result with those three this is (`:1` for the first):
        /// stable when lines above the problem move, different for two problems in one place.
        mutating func next(rule: String, uri: String, yamlPath: String) -> String {
            let hash = Self.fnv1a64(rule + "\u{0}" + uri + "\u{0}" + yamlPath)
            let occurrence = seen[uri, default: [:]][hash, default: 0] + 1
            seen[uri, default: [:]][hash] = occurrence
            return hash + ":" + String(occurrence)
        }

        /// Drops the counts of a file whose results are all written, so that a long run does
        /// not keep one entry per result.
        mutating func forget(uri: String) {
            seen[uri] = nil
        }

        /// 64-bit FNV-1a of the UTF-8 bytes, as 16 lowercase hexadecimal digits: the same on
        /// every run and machine, unlike Swift's seeded `Hasher`.
        private static func fnv1a64(_ text: String) -> String {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            let digits = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
    }
}
