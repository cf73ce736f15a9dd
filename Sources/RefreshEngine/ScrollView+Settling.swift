import Foundation

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
        let due = next.origin + Double(next.frame) / Double(frameRate)
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
        let seconds = 1 / Double(frameRate)
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
        let frames = bounceDuration * Double(frameRate)
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
