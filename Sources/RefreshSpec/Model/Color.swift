/// An sRGB color with 8 bits per channel.
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

    /// The state labels' default color, `#5A5A5A` (MJRefresh's `MJRefreshLabelTextColor`).
    public static let defaultText = Color(red: 0x5A, green: 0x5A, blue: 0x5A)

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
        let utf8 = Array(text.utf8)
        guard utf8.first == UInt8(ascii: "#"), [4, 7, 9].contains(utf8.count) else { return nil }
        var nibbles: [UInt8] = []
        for byte in utf8.dropFirst() {
            guard let nibble = Self.nibble(byte) else { return nil }
            nibbles.append(nibble)
        }
        if nibbles.count == 3 { nibbles = nibbles.flatMap { [$0, $0] } }
        let bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
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
