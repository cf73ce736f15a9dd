extension ScrollView.RubberBand {
    /// UIKit's rubber-band coefficient.
    static let coefficient = 0.55

    /// The offset shown for a finger position `raw` (the offset the finger alone would give).
    func displayedOffset(for raw: Double, lower: Double, upper: Double, viewport: Double) -> Double {
        pastEdges(raw, lower: lower, upper: upper, viewport: viewport, Self.band)
    }

    /// The finger position that shows `offset`: the inverse of `displayedOffset`.
    func fingerOffset(for offset: Double, lower: Double, upper: Double, viewport: Double) -> Double {
        pastEdges(offset, lower: lower, upper: upper, viewport: viewport, Self.unband)
    }

    /// Applies `curve` (distance past the edge, viewport) to the part of `value` past either edge.
    private func pastEdges(
        _ value: Double, lower: Double, upper: Double, viewport: Double,
        _ curve: (Double, Double) -> Double
    ) -> Double {
        guard self == .uikit, viewport > 0 else { return value }
        if value < lower {
            return lower - curve(lower - value, viewport)
        }
        if value > upper {
            return upper + curve(value - upper, viewport)
        }
        return value
    }

    /// `(1 - 1/(x*0.55/d + 1)) * d`: how far past the edge a finger distance `x` shows.
    static func band(_ distance: Double, _ viewport: Double) -> Double {
        (1 - 1 / (distance * coefficient / viewport + 1)) * viewport
    }

    /// The finger distance past the edge that shows `shown` (capped below the asymptote `d`).
    static func unband(_ shown: Double, _ viewport: Double) -> Double {
        let fraction = min(shown / viewport, 0.999)
        return viewport / coefficient * (1 / (1 - fraction) - 1)
    }
}
