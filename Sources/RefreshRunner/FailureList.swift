import Diagnostics

/// The failed expectations a spec's scenarios list, at most ``SpecRunner/failureLimit`` over
/// the whole spec: the first in scenario and step order. A scenario whose failures did not all
/// fit lists one `failure-limit` error instead of the rest, located at the first left out.
struct FailureList {
    /// How many more failures the spec's report lists.
    private var room: Int
    /// The current scenario's listed failures.
    private var listed: [Diagnostic] = []
    /// How many of the current scenario's failures were left out, and where the first was.
    private var leftOut = 0
    private var firstLeftOut: Mark?

    /// A list with room for `room` failures over every scenario of a spec.
    init(room: Int) {
        self.room = room
    }

    /// Begins the next scenario's list.
    mutating func startScenario() {
        listed = []
        leftOut = 0
        firstLeftOut = nil
    }

    /// Lists a failure of the current scenario while there is room, else counts it.
    mutating func add(_ failure: Diagnostic) {
        guard room > 0 else {
            leftOut += 1
            if firstLeftOut == nil { firstLeftOut = failure.mark }
            return
        }
        room -= 1
        listed.append(failure)
    }

    /// How many of the current scenario's expectations failed, listed or not.
    var scenarioFailureCount: Int {
        listed.count + leftOut
    }

    /// The current scenario's failures as its report lists them: those with room, then the
    /// `failure-limit` error counting the others, if any.
    func scenarioFailures(file: String) -> [Diagnostic] {
        guard leftOut > 0, let mark = firstLeftOut else { return listed }
        return listed + [Diagnostic(.failuresNotListed(leftOut), file: file, at: mark)]
    }
}

extension Diagnostic.Message {
    /// The error in place of a scenario's failures past ``SpecRunner/failureLimit``.
    static func failuresNotListed(_ count: Int) -> Self {
        Self(
            RunRule.failureLimit,
            "\(count) more failed expectations not listed; a spec lists its first \(SpecRunner.failureLimit)")
    }
}
