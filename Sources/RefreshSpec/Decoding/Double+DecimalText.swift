extension Double {
    /// The number as a spec would write it in a suggested fix: a whole number without a
    /// fraction (`2`), anything else as Swift writes it, the shortest text that reads back as
    /// the same number (`0.3`, `1.2`, `0.125`).
    var decimalText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : "\(self)"
    }
}
