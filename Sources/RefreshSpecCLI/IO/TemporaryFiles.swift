import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files ``OutputFile`` writes before it renames them, removed when SIGINT,
/// SIGTERM or SIGHUP ends the process, so that an interrupted write leaves no `.<name>.XXXXXX`
/// beside its file. Each file's name is kept in one of ``slotCount`` fixed buffers made at start,
/// which the signal handler reads without allocating (it may only call async-signal-safe
/// functions). A signal that comes while a file is rewritten in place (``withSignalsHeld(_:)``)
/// waits until that write is done, so the file is never left half old and half new.
enum TemporaryFiles {
    /// The signals that end the process and clean up first.
    private static let signals = [SIGINT, SIGTERM, SIGHUP]
    /// How many temporary files can be kept track of at once (one per write in progress).
    private static let slotCount = 32
    /// Bytes per slot: a path the system accepts and its terminating NUL.
    private static let slotSize = Int(PATH_MAX) + 1
    /// The slots' names, one after another.
    nonisolated(unsafe) private static let names = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
    /// A bit per slot taken by a write.
    private static let taken = Atomic<UInt32>(0)
    /// A bit per slot whose name is written, for the handler to remove.
    private static let named = Atomic<UInt32>(0)
    /// Writes in place in progress, during which a signal waits.
    private static let held = Atomic<Int>(0)
    /// A signal that came while held, or 0.
    private static let pending = Atomic<Int32>(0)

    /// Installs the handler of SIGINT, SIGTERM and SIGHUP: remove the temporary files, then end
    /// as the signal would have. Called once, first thing in `main`.
    static func removeOnSignals() {
        _ = (names, taken.load(ordering: .relaxed), named.load(ordering: .relaxed))
        _ = (held.load(ordering: .relaxed), pending.load(ordering: .relaxed))
        for number in signals { signal(number, handler) }
    }

    /// A new file named `.<name>.XXXXXX` in the folder of `target`, open for writing, kept track of
    /// until ``forget(_:)``: its descriptor, its path and its slot (nil when every slot is taken:
    /// the file is then made but not removed on a signal).
    static func make(beside target: String) -> (descriptor: Int32, path: String, slot: Int?)? {
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        var template = Array((folder + "." + name + ".XXXXXX").utf8CString)
        guard template.count <= slotSize, let slot = claimSlot() else {
            let descriptor = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } ?? -1 }
            return descriptor < 0 ? nil : (descriptor, text(template), nil)
        }
        let buffer = names + slot * slotSize
        for (offset, byte) in template.enumerated() { buffer[offset] = byte }
        // Named before it exists: a signal during mkstemp removes nothing or the file just made.
        named.bitwiseOr(1 << UInt32(slot), ordering: .releasing)
        let descriptor = mkstemp(buffer)
        guard descriptor >= 0 else {
            let code = errno
            forget(slot)
            errno = code
            return nil
        }
        return (descriptor, String(cString: buffer), slot)
    }

    /// Stops keeping track of a slot's file, once it is renamed or removed.
    static func forget(_ slot: Int?) {
        guard let slot else { return }
        named.bitwiseAnd(~(1 << UInt32(slot)), ordering: .releasing)
        taken.bitwiseAnd(~(1 << UInt32(slot)), ordering: .releasing)
    }

    /// Runs `body` with SIGINT, SIGTERM and SIGHUP held: one that comes meanwhile ends the process
    /// when `body` returns.
    static func withSignalsHeld<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        held.wrappingAdd(1, ordering: .sequentiallyConsistent)
        defer {
            if held.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue == 0 {
                let number = pending.exchange(0, ordering: .sequentiallyConsistent)
                if number != 0 { end(by: number) }
            }
        }
        return try body()
    }

    /// A free slot, now taken; nil when all are.
    private static func claimSlot() -> Int? {
        var current = taken.load(ordering: .relaxed)
        while current != UInt32.max {
            let slot = (~current).trailingZeroBitCount
            guard slot < slotCount else { return nil }
            let (exchanged, original) = taken.compareExchange(
                expected: current, desired: current | (1 << UInt32(slot)), ordering: .acquiringAndReleasing)
            if exchanged { return slot }
            current = original
        }
        return nil
    }

    private static func text(_ template: [CChar]) -> String {
        String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes every named temporary file and ends the process by `number`, its default action.
    private static func end(by number: Int32) {
        let mask = named.load(ordering: .acquiring)
        for slot in 0..<slotCount where mask & (1 << UInt32(slot)) != 0 {
            unlink(names + slot * slotSize)
        }
        signal(number, SIG_DFL)
        raise(number)
    }

    /// The signal handler: ``end(by:)`` at once, or once the writes held are done.
    private static let handler: @convention(c) (Int32) -> Void = { number in
        if held.load(ordering: .sequentiallyConsistent) > 0 {
            pending.store(number, ordering: .sequentiallyConsistent)
            // The write may have finished between the check and the store.
            if held.load(ordering: .sequentiallyConsistent) > 0 { return }
            pending.store(0, ordering: .sequentiallyConsistent)
        }
        end(by: number)
    }
}
