extension Double {
    /// The number as refreshspec writes it everywhere (messages, fixes, reports, generated
    /// code): rounded to `decimals` places when given, exact otherwise, and without a fraction
    /// when whole: `-124`, `1.11`, `0.125`. From 1e15 on, where a whole number no longer fits
    /// the plain form, as Swift writes it (`1000000000000000.0`, `1e+16`).
    public func text(decimals: Int? = nil) -> String {
        var value = self
        if let decimals, abs(self) < 1e15 {
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            value = (self * scale).rounded() / scale
        }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The number rounded to two decimals, as messages and tables show it: `-124`, `1.11`, `0`.
    public var shortText: String { text(decimals: 2) }
}
