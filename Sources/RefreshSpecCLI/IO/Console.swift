import Diagnostics
import Foundation
import RefreshReport
import Synchronization
import YAML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where commands write: results to standard output, complaints to standard error.
enum Console {
    /// Whether a write to standard output failed (a full disk, a closed pipe): the failure was
    /// reported once, later results are dropped, and the command exits 2 (see ``exitStatus(_:)``).
    private static let standardOutputFailed = Atomic<Bool>(false)

    /// Writes results to standard output, unbuffered, as UTF-8. The first failure is reported
    /// on standard error (`cannot write to standard output: No space left on device`).
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Writes bytes to standard output, failing like ``write(_:)``.
    static func write(_ bytes: UnsafeRawBufferPointer) {
        guard !standardOutputFailed.load(ordering: .relaxed) else { return }
        let code = writeAll(bytes, to: STDOUT_FILENO)
        guard code != 0, !standardOutputFailed.exchange(true, ordering: .relaxed) else { return }
        report(.cannotWriteStandardOutput(reason: String(cString: strerror(code))))
    }

    /// Writes diagnostics and complaints to standard error, unbuffered, as UTF-8; a failure
    /// there has nowhere to be reported and is ignored.
    static func error(_ text: String) {
        var text = text
        _ = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }

    /// The status a command ends with: 2 when its results could not all be written.
    static func exitStatus(_ status: ExitStatus) -> ExitStatus {
        standardOutputFailed.load(ordering: .relaxed) ? .usage : status
    }

    /// Writes every byte to a descriptor, retrying short and interrupted writes (not
    /// `FileHandle.write`, which traps on failure); the `errno` of a failure, or 0.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    private static func systemWrite(_ descriptor: Int32, _ start: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, start, count)
        #else
            Darwin.write(descriptor, start, count)
        #endif
    }

    /// Whether standard output is a terminal that wants colors: not when `NO_COLOR` is set.
    static var useColors: Bool { wantsColors(STDOUT_FILENO) }

    /// Whether standard error is a terminal that wants colors.
    static var errorUsesColors: Bool { wantsColors(STDERR_FILENO) }

    private static func wantsColors(_ descriptor: Int32) -> Bool {
        isatty(descriptor) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}

extension Console {
    /// Writes a complaint of the tool itself to standard error.
    static func report(_ message: ToolMessage) {
        error(message.rendered)
    }

    /// Writes diagnostics to standard error like a compiler's, each quoting its line of `source`
    /// (none when `source` is nil), in color when standard error is a terminal that wants it.
    static func report(_ diagnostics: [Diagnostic], quoting source: Source?) {
        guard !diagnostics.isEmpty else { return }
        error(DiagnosticRenderer(colors: errorUsesColors).render(diagnostics, quoting: source))
    }

    /// Writes a usage error, its usage line and where to read more to standard error.
    static func report(_ usageError: UsageError) {
        error(usageError.text)
    }
}

/// Results on their way to standard output, written in pieces of about 64 KiB: a run that
/// reports as it goes makes few system calls and holds little.
struct StandardOutputBuffer {
    private var pending = ""

    /// Adds text; writes what is pending once it reaches 64 KiB.
    mutating func write(_ text: String) {
        pending += text
        if pending.utf8.count >= 1 << 16 { flush() }
    }

    /// Writes what is pending.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        Console.write(pending)
        pending = ""
    }
}

extension ToolMessage {
    /// Results that could not be written, with the system's reason.
    static func cannotWriteStandardOutput(reason: String) -> ToolMessage {
        ToolMessage(severity: .error, text: "cannot write to standard output: \(reason)")
    }
}
