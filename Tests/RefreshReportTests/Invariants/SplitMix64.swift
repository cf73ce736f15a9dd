/// SplitMix64 (Steele, Lea and Flood): a tiny deterministic generator, so that one seed always
/// gives the same random spec on every machine and run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// A number in `range` rounded to a quarter point, so that the YAML text is exact.
    mutating func number(_ range: ClosedRange<Double>) -> Double {
        (Double.random(in: range, using: &self) * 4).rounded() / 4
    }

    /// True with probability `chance`.
    mutating func chance(_ chance: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < chance
    }

    /// One of `choices`.
    mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[int(0...choices.count - 1)]
    }
}
