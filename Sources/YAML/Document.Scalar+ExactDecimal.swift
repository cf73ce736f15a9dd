extension Document.Scalar {
    /// A float written as a short decimal, read from its bytes without a string or `strtod`:
    /// the digits (at most 19 significant ones, their value at most 2^53) scaled by a power of
    /// ten within ±22. Both are exact doubles, so the one multiplication or division rounds
    /// correctly, to the double `Double(text)` gives (Clinger's fast path). Nil for any other
    /// decimal, which the caller reads with `Double(text)`.
    ///
    /// - Parameter bytes: text that has the float syntax (`isFloatSyntax`).
    static func exactDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let (negative, digitsStart) = sign(of: bytes)
        var index = digitsStart
        var significand: UInt64 = 0
        var digits = 0
        var scale = 0
        var inFraction = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ".") {
                inFraction = true
                continue
            }
            guard isDigit(byte) else { break }
            if inFraction { scale -= 1 }
            if significand == 0 && byte == UInt8(ascii: "0") { continue }
            guard digits < 19 else { return nil }
            significand = significand &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
            digits += 1
        }
        // The loop stopped after an `e` (or at the end): the exponent follows.
        let exponent = index < bytes.count ? decimalExponent(UnsafeBufferPointer(rebasing: bytes[index...])) : 0
        guard significand != 0 else { return negative ? -0.0 : 0.0 }
        let power = scale + exponent
        guard significand <= 1 << 53, (-22...22).contains(power) else { return nil }
        let magnitude = power < 0 ? Double(significand) / powerOfTen(-power) : Double(significand) * powerOfTen(power)
        return negative ? -magnitude : magnitude
    }

    /// `[-+]? [0-9]+`, saturated well outside the fast path's range.
    private static func decimalExponent(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let (negative, digitsStart) = sign(of: bytes)
        var index = digitsStart
        var value = 0
        while index < bytes.count {
            value = min(value * 10 + Int(bytes[index] &- UInt8(ascii: "0")), 1_000_000)
            index += 1
        }
        return negative ? -value : value
    }

    /// 10^`exponent` for 0...22, each step exact (every power of ten up to 10^22 is a double).
    private static func powerOfTen(_ exponent: Int) -> Double {
        var power = 1.0
        for _ in 0..<exponent { power *= 10 }
        return power
    }
}
