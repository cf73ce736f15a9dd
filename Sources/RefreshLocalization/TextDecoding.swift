import Diagnostics
import YAML

/// The text of a translation file: UTF-8 (a byte order mark is skipped) or UTF-16 with a byte
/// order mark, as Unicode scalars; malformed input is an error at its line and column.
enum TextDecoding {
    /// The file's scalars, without the byte order mark.
    static func scalars(of bytes: [UInt8], path: String) throws(Diagnostic) -> [Unicode.Scalar] {
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes.dropFirst(2), bigEndian: false, path: path) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes.dropFirst(2), bigEndian: true, path: path) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        // Text in UTF-16 has a zero byte beside each ASCII character: without a byte order mark
        // it would read as UTF-8 full of NULs and fail to parse at some later place.
        if body.count >= 2, (body[body.startIndex] == 0) != (body[body.startIndex + 1] == 0) {
            throw Diagnostic(.utf16WithoutByteOrderMark, file: path, at: .start)
        }
        var scalars: [Unicode.Scalar] = []
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = body.makeIterator()
        var offset = body.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error:
                throw Diagnostic(.invalidEncoding, file: path, at: Source(path: path, bytes: bytes).mark(atByteOffset: offset))
            case .emptyInput:
                return scalars
            }
        }
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, path: String) throws(Diagnostic) -> [Unicode.Scalar] {
        guard bytes.count % 2 == 0 else { throw Diagnostic(.oddUTF16Length, file: path, at: .start) }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return scalars
            case .error:
                throw Diagnostic(.invalidEncoding, file: path, at: position(afterScalars: scalars))
            }
        }
    }

    /// The mark just after `scalars`.
    private static func position(afterScalars scalars: [Unicode.Scalar]) -> Mark {
        var mark = Mark.start
        for scalar in scalars {
            if scalar == "\n" {
                mark = Mark(line: mark.line + 1, column: 1)
            } else {
                mark.column += 1
            }
        }
        return mark
    }
}

extension Diagnostic.Message {
    /// Bytes that are not UTF-8 (or UTF-16 after a byte order mark).
    static var invalidEncoding: Self {
        Self(LocalizationRule.invalidEncoding, "the file is neither UTF-8 nor UTF-16 with a byte order mark")
    }

    /// UTF-16 text without the byte order mark that says which UTF-16 it is.
    static var utf16WithoutByteOrderMark: Self {
        Self(
            LocalizationRule.invalidEncoding,
            "the file looks like UTF-16 without a byte order mark; save it as UTF-8, or as UTF-16 with a byte order mark")
    }

    /// UTF-16 text with an odd number of bytes.
    static var oddUTF16Length: Self {
        Self(LocalizationRule.invalidEncoding, "the file starts with a UTF-16 byte order mark but has an odd number of bytes")
    }
}
