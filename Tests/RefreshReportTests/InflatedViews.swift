import Foundation

/// The scenario views of an HTML report page, read as a browser reads them: each `data-view`
/// attribute's base64 decoded and inflated as raw DEFLATE — here by Python's `zlib`, a reader
/// independent of the encoder under test.
enum InflatedViews {
    /// The inflated text of every `data-view` in `html`, in page order.
    static func of(_ html: String) throws -> [String] {
        let encoded = html.components(separatedBy: " data-view=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        return try strings(
            "views = json.load(open(sys.argv[1]))\n"
                + "json.dump([zlib.decompressobj(-15).decompress(base64.b64decode(v)).decode('utf-8') for v in views], sys.stdout)\n",
            input: encoded)
    }

    /// The SHA-256 of each of `texts` (as UTF-8), base64-encoded, by Python's `hashlib`.
    static func sha256(_ texts: [String]) throws -> [String] {
        try strings(
            "texts = json.load(open(sys.argv[1]))\n"
                + "json.dump([base64.b64encode(hashlib.sha256(t.encode('utf-8')).digest()).decode() for t in texts], sys.stdout)\n",
            input: texts)
    }

    /// What `script` makes of the JSON list `input`: a JSON list of strings.
    private static func strings(_ script: String, input: [String]) throws -> [String] {
        let output = try Python.run(
            "import base64, hashlib, json, sys, zlib\n" + script, input: Array(try JSONEncoder().encode(input)))
        return try JSONDecoder().decode([String].self, from: Data(output))
    }
}
