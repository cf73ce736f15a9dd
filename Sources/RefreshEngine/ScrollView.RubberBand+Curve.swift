extension ScrollView.RubberBand {
    /// UIKit's rubber-band coefficient.
    static let coefficient = 0.55

    /// The offset shown for a finger position `raw` (the offset the finger alone would give).
    func displayedOffset(for raw: Double, lower: Double, upper: Double, viewport: Double) -> Double {
        guard self == .uikit, viewport > 0 else { return raw }
        if raw < lower {
            return lower - Self.band(lower - raw, viewport)
        }
        if raw > upper {
            return upper + Self.band(raw - upper, viewport)
        }
        return raw
    }

    /// The finger position that shows `offset`: the inverse of `displayedOffset`.
    func fingerOffset(for offset: Double, lower: Double, upper: Double, viewport: Double) -> Double {
        guard self == .uikit, viewport > 0 else { return offset }
        if offset < lower {
            return lower - Self.unband(lower - offset, viewport)
        }
        if offset > upper {
            return upper + Self.unband(offset - upper, viewport)
        }
        return offset
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
