#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import RefreshLanguageServer

/// `refreshspec lsp`: the language server on standard input and output.
struct LSPCommand: Command {
    static let stdioFlag = Flag(
        name: "--stdio", abstract: "Talk over standard input and output (the only transport; accepted for clients that pass it).")

    static let help = CommandHelp(
        name: "lsp",
        abstract: "Run the language server: diagnostics, completion, hover and quick fixes in the editor.",
        discussion: """
            Speaks the Language Server Protocol over standard input and output. Diagnostics are validate's, with the \
            same rule ids and severities (initializationOptions {"strict": true} for --strict's), and test's failed \
            expectations after a save, or on every change for a spec under 4 KiB. See README.md, "Editors".
            """,
        options: [stdioFlag.help])

    init(arguments: inout Arguments) throws(UsageError) {
        _ = arguments.flag(Self.stdioFlag)
        try arguments.expectNoMore()
    }

    func run() -> ExitStatus {
        let server = LanguageServer(version: ToolInfo.version, input: Self.readInput, output: Self.writeOutput)
        return server.run() == 0 ? .success : .failure
    }

    /// The next bytes of standard input, nil at its end or on an error.
    @Sendable private static func readInput() -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            return Array(chunk[..<count])
        }
    }

    /// Writes a whole message to standard output.
    @Sendable private static func writeOutput(_ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }
}
