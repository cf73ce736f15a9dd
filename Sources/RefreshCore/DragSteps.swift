/// How many offset changes a `drag` step is delivered in (SPEC.md §7), written once for the
/// engine that delivers them and the check that bounds a spec's work.
public enum DragSteps {
    /// The drag's own `steps`, or by default one per 10 points of the longer move
    /// (`ceil(max(|dx|, |dy|) / 10)`); at least 1, and the default at most 1,000,000.
    public static func count(dx: Double, dy: Double, steps: Int?) -> Int {
        max(1, steps ?? defaultCount(dx: dx, dy: dy))
    }

    private static func defaultCount(dx: Double, dy: Double) -> Int {
        let moves = (max(abs(dx), abs(dy)) / 10).rounded(.up)
        return moves.isFinite ? max(1, Int(min(moves, 1_000_000))) : 1
    }
}
