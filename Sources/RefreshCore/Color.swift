/// An sRGB color with 8 bits per channel (SPEC.md §6): a label's or an indicator's color, as a
/// spec writes it and reports print it.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The red channel.
    public var red: UInt8
    /// The green channel.
    public var green: UInt8
    /// The blue channel.
    public var blue: UInt8
    /// The alpha channel; 255 is opaque.
    public var alpha: UInt8

    /// Creates a color.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, as reports print colors.
    public var description: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return channels.reduce(into: "#") { text, channel in
            text.append(Self.hexDigits[Int(channel >> 4)])
            text.append(Self.hexDigits[Int(channel & 0xF)])
        }
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (either case); nil for anything else.
    public init?(hex text: String) {
        var text = text
        guard let rgba = text.withUTF8(Self.parseHex) else { return nil }
        self.init(
            red: UInt8(truncatingIfNeeded: rgba >> 24), green: UInt8(truncatingIfNeeded: rgba >> 16),
            blue: UInt8(truncatingIfNeeded: rgba >> 8), alpha: UInt8(truncatingIfNeeded: rgba))
    }

    /// The bytes of `#RGB`, `#RRGGBB` or `#RRGGBBAA` as `0xRRGGBBAA`, read without
    /// intermediate arrays; a short form's digits count twice, and alpha is 255 unless given.
    private static func parseHex(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard bytes.first == UInt8(ascii: "#"), bytes.count == 4 || bytes.count == 7 || bytes.count == 9 else { return nil }
        var value: UInt32 = 0
        for byte in bytes.dropFirst() {
            guard let nibble = nibble(byte) else { return nil }
            value = value << 4 | UInt32(nibble)
            if bytes.count == 4 { value = value << 4 | UInt32(nibble) }
        }
        return bytes.count == 9 ? value : value << 8 | 0xFF
    }

    private static let hexDigits = Array("0123456789ABCDEF")

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
