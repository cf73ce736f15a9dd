import Foundation

/// A value shared between threads, reached only under a lock.
///
/// The standard library's `Mutex` would do, but on Linux it is built on atomics and futex calls
/// that ThreadSanitizer does not see, so every run under it could report races on the value
/// that cannot happen. `NSLock` is a POSIX mutex, whose locking ThreadSanitizer follows.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A value to share.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
