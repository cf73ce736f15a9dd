extension Double {
    /// The number rounded to two decimals without trailing zeros: `-124`, `1.11`, `0`.
    public var shortText: String {
        let rounded = (self * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int(rounded))
        }
        return String(rounded)
    }
}
