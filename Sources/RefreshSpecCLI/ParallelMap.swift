import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `map` spread over `jobs` workers that take the next element as they finish one; results
    /// keep the input's order, so output is the same as a serial run's. One job maps serially.
    func parallelMap<Result: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard jobs > 1, count > 1 else { return map(transform) }
        let results = Mutex<[Result?]>(Array<Result?>(repeating: nil, count: count))
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: Swift.min(jobs, count)) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let result = transform(self[index])
                results.withLock { $0[index] = result }
            }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
