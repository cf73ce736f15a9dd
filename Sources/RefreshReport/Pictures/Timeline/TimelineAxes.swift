import RefreshCore
import RefreshRunner

/// Where things go in a timeline plot: a column per step along x, the offset's value along y.
///
/// Time runs left to right. A step that takes no virtual time (a drag, an `expect`) still gets a
/// column ``instantWidth`` wide so that it stays apart from its neighbours; a step that takes time
/// widens by ``pointsPerSecond``, up to ``longestDrawnSeconds`` (the tick under it keeps the true
/// time). Larger offsets are drawn higher, so pulling a header down draws the line down.
struct TimelineAxes {
    /// Width of a step that takes no time.
    static let instantWidth = 30.0
    /// Extra width per second a step takes.
    static let pointsPerSecond = 200.0
    /// Seconds of one step drawn at full scale; the rest of a longer step is left out.
    static let longestDrawnSeconds = 2.0

    /// Left edge of each step's column, and the right edge of the last one at the end.
    let edges: [Double]
    /// Virtual time at the start of each step (the end of the one before; 0 for the first).
    let starts: [Double]
    /// Top and height of the plotting area.
    let top: Double, height: Double
    /// The values at the top and the bottom of the plotting area.
    let maximum: Double, minimum: Double

    /// Axes for `steps` starting at x `left`, fitting `values` between `top` and `top + height`.
    init(steps: [StepReport], left: Double, top: Double, height: Double, values: [Double]) {
        var edges = [left]
        var starts: [Double] = []
        var time = 0.0
        for step in steps {
            starts.append(time)
            let seconds = min(max(step.time - time, 0), Self.longestDrawnSeconds)
            edges.append((edges.last ?? left) + Self.instantWidth + seconds * Self.pointsPerSecond)
            time = step.time
        }
        self.edges = edges
        self.starts = starts
        self.top = top
        self.height = height
        let low = values.min() ?? 0, high = values.max() ?? 0
        let padding = max((high - low) * 0.08, 10)
        minimum = low - padding
        maximum = high + padding
    }

    /// The left and right edges of the column of step `index` (from 0).
    func column(_ index: Int) -> (left: Double, right: Double) { (edges[index], edges[index + 1]) }

    /// The right edge of the plot.
    var right: Double { edges.last ?? 0 }

    /// The x of a moment inside step `index`'s column: the middle of the instant part, moved right
    /// by the time since the step started.
    func x(at time: Double, inStep index: Int) -> Double {
        let seconds = min(max(time - starts[index], 0), Self.longestDrawnSeconds)
        return edges[index] + Self.instantWidth / 2 + seconds * Self.pointsPerSecond
    }

    /// The y of an offset value.
    func y(_ value: Double) -> Double {
        top + (maximum - value) / (maximum - minimum) * height
    }

    /// Round values between ``minimum`` and ``maximum``, about five, for the grid lines.
    var ticks: [Double] {
        let raw = (maximum - minimum) / 5
        var magnitude = 1.0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw { magnitude /= 10 }
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
        var value = (minimum / step).rounded(.up) * step
        var ticks: [Double] = []
        while value <= maximum {
            ticks.append(value)
            value += step
        }
        return ticks
    }
}
