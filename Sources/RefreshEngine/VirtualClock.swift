import Foundation

/// The simulation's only source of time.
///
/// Work is either *timed* (an animation completion or a settling frame, due at a time) or
/// *main-queue* work (a `dispatch_async` to the main queue, or a completion of a zero-length
/// animation). Nothing runs until the owner drains the clock: `drain()` runs main-queue work and
/// timed work that is due now, `advance(by:)` moves time forward running timed work in due order.
public final class VirtualClock {
    /// Seconds of virtual time since the clock was created.
    public private(set) var now: Double = 0
    /// The wall-clock date at virtual time 0.
    public let startDate: Date
    /// The wall clock: `startDate` plus the elapsed virtual time.
    public var wallTime: Date { startDate.addingTimeInterval(now) }
    /// The time zone the wall clock is read in: where a last-updated label's date falls.
    public let timeZone: TimeZone

    private var timers: [Timer] = []
    private var mainQueue: [() -> Void] = []
    private var nextSequence = 0

    /// Tolerance when comparing due times, to absorb binary rounding of frame times.
    static let epsilon = 1e-9

    /// UTC, the time zone a clock is read in unless given.
    public static let utc = TimeZone(identifier: "UTC") ?? .current

    /// Creates a clock whose wall time starts at `startDate` (default 2026-01-01T12:00:00Z) and
    /// is read in `timeZone` (default UTC).
    public init(startDate: Date = Date(timeIntervalSince1970: 1_767_268_800), timeZone: TimeZone = utc) {
        self.startDate = startDate
        self.timeZone = timeZone
    }

    /// Runs `action` when the clock passes `now + delay`; a delay of 0 or less queues it on the
    /// main queue instead (it then runs at the end of the current step).
    func schedule(after delay: Double, _ action: @escaping () -> Void) {
        schedule(at: now + delay, action)
    }

    /// Runs `action` when the clock passes `time`; a time not after `now` queues it on the main queue.
    func schedule(at time: Double, _ action: @escaping () -> Void) {
        guard time > now + Self.epsilon else {
            mainQueue.append(action)
            return
        }
        timers.append(Timer(due: time, sequence: nextSequence, action: action))
        nextSequence += 1
    }

    /// Queues `action` on the main queue (MJRefresh's `dispatch_async(main_queue)`).
    func enqueueMain(_ action: @escaping () -> Void) {
        mainQueue.append(action)
    }

    /// Runs main-queue work, and the work it queues, until none is left.
    func drain() {
        while !mainQueue.isEmpty {
            let action = mainQueue.removeFirst()
            action()
        }
    }

    /// Moves time forward by `seconds`, running timed work in due order (ties in scheduling
    /// order) with the clock set to each due time, and draining the main queue after each.
    func advance(by seconds: Double) {
        let end = now + max(0, seconds)
        drain()
        while let index = nextTimerIndex(dueBy: end) {
            let timer = timers.remove(at: index)
            now = max(now, timer.due)
            timer.action()
            drain()
        }
        now = end
    }

    /// The index of the earliest timer due no later than `end`.
    private func nextTimerIndex(dueBy end: Double) -> Int? {
        var best: Int?
        for (index, timer) in timers.enumerated() where timer.due <= end + Self.epsilon {
            if let current = best, !timer.isBefore(timers[current]) { continue }
            best = index
        }
        return best
    }
}

extension VirtualClock {
    /// Work due at a virtual time.
    struct Timer {
        /// When the work is due, in clock seconds.
        let due: Double
        /// Scheduling order, to break ties.
        let sequence: Int
        /// The work: an animation completion or a settling frame.
        let action: () -> Void

        /// Whether this timer runs before `other`.
        func isBefore(_ other: Timer) -> Bool {
            abs(due - other.due) <= VirtualClock.epsilon ? sequence < other.sequence : due < other.due
        }
    }
}
