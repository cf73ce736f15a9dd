import Foundation
import RefreshCore

extension ScrollView {
    /// UIScrollView's normal deceleration rate, per millisecond.
    static let decelerationRate = 0.998
    /// Below this speed (points per second) deceleration stops.
    static let restingSpeed = 5.0

    /// Starts settling after a release: decelerating with a velocity, else bouncing when out of range.
    func startSettling(velocity: Point) {
        stopMotion()
        let offsetVelocity = Point(x: -velocity.x, y: -velocity.y)
        if offsetVelocity != .zero {
            motion = Motion(phase: .decelerating(offsetVelocity), origin: clock.now)
        } else if clamped(contentOffset) != contentOffset {
            motion = Motion(phase: .bouncing, origin: clock.now)
        } else {
            return
        }
        scheduleNextFrame()
    }

    /// Stops the settling motion; frames already scheduled will do nothing.
    func stopMotion() {
        motion = nil
        motionGeneration &+= 1
    }

    private func scheduleNextFrame() {
        guard var next = motion else { return }
        next.frame += 1
        motion = next
        let generation = motionGeneration
        let due = next.origin + Double(next.frame) / Double(settings.frameRate)
        clock.schedule(at: due) { [weak self] in
            self?.runFrame(generation: generation)
        }
    }

    private func runFrame(generation: Int) {
        guard generation == motionGeneration, let current = motion else { return }
        switch current.phase {
        case .decelerating(let velocity):
            decelerate(velocity)
        case .bouncing:
            bounce(frame: current.frame)
        }
    }

    private func decelerate(_ velocity: Point) {
        let seconds = 1 / Double(settings.frameRate)
        let factor = pow(Self.decelerationRate, 1000 * seconds)
        let slower = Point(x: velocity.x * factor, y: velocity.y * factor)
        let generation = motionGeneration
        moveOffset(
            to: Point(x: contentOffset.x + slower.x * seconds, y: contentOffset.y + slower.y * seconds))
        guard generation == motionGeneration else { return }
        if clamped(contentOffset) != contentOffset {
            motion = Motion(phase: .bouncing, origin: clock.now)
        } else if max(abs(slower.x), abs(slower.y)) < Self.restingSpeed {
            stopMotion()
            return
        } else {
            motion?.phase = .decelerating(slower)
        }
        scheduleNextFrame()
    }

    /// One bounce frame: eases the offset towards the nearest valid offset (re-computed each frame,
    /// so a changed inset re-targets the bounce) with a cubic ease-out over `bounceDuration`.
    private func bounce(frame: Int) {
        let target = clamped(contentOffset)
        guard target != contentOffset else {
            stopMotion()
            return
        }
        let frames = settings.bounceDuration * Double(settings.frameRate)
        let done = Self.easeOut(Double(frame) / frames)
        let before = Self.easeOut(Double(frame - 1) / frames)
        let share = frames <= 0 || done >= 1 ? 1 : (done - before) / (1 - before)
        let current = contentOffset
        let next = Point(
            x: current.x + (target.x - current.x) * share,
            y: current.y + (target.y - current.y) * share)
        let generation = motionGeneration
        moveOffset(to: next)
        guard generation == motionGeneration else { return }
        if share >= 1 {
            stopMotion()
        } else {
            scheduleNextFrame()
        }
    }

    /// Cubic ease-out: `1 - (1 - t)^3`, with t clamped to [0, 1].
    static func easeOut(_ progress: Double) -> Double {
        let t = min(max(progress, 0), 1)
        return 1 - (1 - t) * (1 - t) * (1 - t)
    }
}

extension ScrollView {
    /// The settling motion after a release: deceleration, then a bounce back into range.
    struct Motion {
        /// What the frames do.
        enum Phase {
            /// Moving at an offset velocity (points per second) that decays 0.998 per millisecond.
            case decelerating(Point)
            /// Easing back into the valid range over `bounceDuration`.
            case bouncing
        }

        /// What the frames do.
        var phase: Phase
        /// Clock time at which this phase started; frame `n` is due at `origin + n / frameRate`.
        var origin: Double
        /// Number of frames of this phase scheduled so far.
        var frame = 0
    }
}

extension RubberBand {
    /// The 0.55 in UIKit's rubber-band curve `(1 - 1/(x*0.55/d + 1)) * d` (d: the viewport size).
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
