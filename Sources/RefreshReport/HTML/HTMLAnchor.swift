/// The pieces of the report's deep links, `#<spec>/<scenario>/<step>`: a spec's path and a
/// scenario's name with every byte but ASCII letters, digits and `-._~` written `%XX`, so that
/// `/` only ever separates the pieces.
enum HTMLAnchor {
    /// `text` percent-encoded as a piece of a link.
    static func piece(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || "-._~".unicodeScalars.contains(scalar)
            {
                encoded.unicodeScalars.append(scalar)
            } else {
                encoded += PercentEncoding.escape(UInt32(byte))
            }
        }
        return encoded
    }
}
