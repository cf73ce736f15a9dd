import Foundation

/// The scenario views of an HTML report page, read as a browser reads them: each `data-view`
/// attribute's base64 decoded and inflated as raw DEFLATE — here by Python's `zlib`, a reader
/// independent of the encoder under test.
enum InflatedViews {
    /// The inflated text of every `data-view` in `html`, in page order: each inflated after the
    /// page's dictionary (`main`'s `data-dictionary`, whose `data-dictionary-length` bytes are
    /// dropped from the front), as the page's script does.
    static func of(_ html: String) throws -> [String] {
        func attribute(_ name: String) -> [String] {
            html.components(separatedBy: " \(name)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        let dictionary = attribute("data-dictionary") + attribute("data-dictionary-length")
        guard dictionary.count == 2 else { throw Missing() }
        return try strings(
            "preamble, length, *views = json.load(open(sys.argv[1]))\n"
                + "def inflate(view):\n"
                + "    whole = zlib.decompressobj(-15).decompress(base64.b64decode(preamble) + base64.b64decode(view))\n"
                + "    return whole[int(length):].decode('utf-8')\n"
                + "json.dump([inflate(view) for view in views], sys.stdout)\n",
            input: dictionary + attribute("data-view"))
    }

    /// The page's dictionary inflated on its own (its stream has no last block) and the length
    /// the page gives it.
    static func dictionary(of html: String) throws -> (text: String, length: Int) {
        let encoded = html.components(separatedBy: " data-dictionary=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        let lengths = html.components(separatedBy: " data-dictionary-length=\"").dropFirst().compactMap {
            Int($0.prefix { $0 != "\"" })
        }
        guard let length = lengths.first else { throw Missing() }
        let texts = try strings(
            "json.dump([zlib.decompressobj(-15).decompress(base64.b64decode(p)).decode('utf-8') for p in json.load(open(sys.argv[1]))], sys.stdout)\n",
            input: encoded)
        guard texts.count == 1 else { throw Missing() }
        return (texts[0], length)
    }

    /// A page without its dictionary.
    struct Missing: Error {}

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
