import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `map` spread over all cores; results keep the input's order, so output is the same as a
    /// serial run's.
    func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = Mutex<[Result?]>(Array<Result?>(repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(self[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
