import Diagnostics
import RefreshCodegen
import RefreshReport
import RefreshSpec

/// `refreshspec generate swift SPEC...`: per spec, the Swift file that sets MJRefresh up as the
/// spec says and the String Catalog its titles come from.
struct GenerateSwiftCommand: Command {
    static let filesArgument = Positional(name: "<file>", repeats: true, abstract: "The specs to generate code for.")
    static let outputOption: Option<String> = OutputFolderOption.option(
        abstract: "The folder to write to (created when missing; default: the current one).", default: ".", wrap: { $0 })
    static let accessOption = Option<GenerateOptions.Access>(choice: "--access", valueName: "<access>", default: .public)
    static let prefixOption = Option<String>(
        "--module-prefix", valueName: "<prefix>",
        abstract: "Put before each spec's name to name its type and files (default: RefreshSpec, so feed: RefreshSpecFeed).",
        default: "RefreshSpec"
    ) { prefix throws(InvalidValue) in
        guard SwiftGenerator.isTypePrefix(prefix) else {
            throw InvalidValue(hint: "give a Swift identifier of ASCII letters, digits and '_' that starts with a letter")
        }
        return prefix
    }

    static let help = CommandHelp(
        name: "generate swift",
        abstract: "Write each spec's MJRefresh set-up as Swift, with the String Catalog its titles come from.",
        discussion: """
            Per spec: <dir>/<Prefix><Name>.swift (factories per component, install(on:...)) and \
            <dir>/<Prefix><Name>.xcstrings (as 'strings export --format xcstrings', with the fallbacks of the built-in keys \
            the spec overrides). Settings MJRefresh cannot express are \
            warnings and comments in the code. Exits 1 when a spec has errors (the others are still written), 2 when a \
            file cannot be read or written.
            """,
        argument: filesArgument,
        options: [outputOption.help, OutputFolder.allowOutsideFlag.help, accessOption.help, prefixOption.help])

    var files: [String]
    var output: OutputFolder
    var options: GenerateOptions

    init(arguments: inout Arguments) throws(UsageError) {
        output = OutputFolder(
            path: try arguments.value(Self.outputOption), allowsOutside: arguments.flag(OutputFolder.allowOutsideFlag))
        let access = try arguments.value(Self.accessOption)
        let prefix = try arguments.value(Self.prefixOption)
        options = GenerateOptions(access: access, typePrefix: prefix, toolVersion: ToolInfo.version)
        files = try arguments.values(of: Self.filesArgument)
    }

    func run() -> ExitStatus {
        var writers: [String: String] = [:]
        return files.map { generate($0, writers: &writers) }.max { $0.rawValue < $1.rawValue } ?? .success
    }

    /// Generates one spec's files; its diagnostics and warnings go to standard error. `writers`
    /// maps each Swift file written so far to its spec, so that two specs of one name do not
    /// overwrite each other's files.
    private func generate(_ file: String, writers: inout [String: String]) -> ExitStatus {
        let loaded: (spec: Spec, file: LoadResult)
        switch SpecFile.load(file) {
        case .success(let result): loaded = result
        case .failure(let failure): return failure.status
        }
        let generated = SwiftGenerator.generate(loaded.spec, strings: loaded.file.strings, file: file, options: options)
        if let first = writers[generated.swiftFileName] {
            Console.report(.sameTypeName(file, first: first, type: generated.swiftFileName))
            return .failure
        }
        writers[generated.swiftFileName] = file
        let files = [(generated.swiftFileName, generated.swift), (generated.catalogFileName, generated.catalog)]
        if let problem = Self.fileNameProblem(of: generated, in: loaded.file, file: file) {
            Console.report([problem], quoting: loaded.file.source)
            return .failure
        }
        if let problem = output.problem(names: files.map(\.0)) {
            Console.report(problem.message)
            return .usage
        }
        Console.report(generated.diagnostics, quoting: loaded.file.source)
        for (name, text) in files {
            let path = output.path(of: name)
            guard OutputFile.write(text, to: path) else { return .usage }
            Console.write("wrote \(path)\n")
        }
        return .success
    }
}

extension GenerateSwiftCommand {
    /// The error of a spec whose name makes one of its files' names longer than a file system
    /// allows, located at the spec's `name`; nil when both names can be written.
    static func fileNameProblem(of generated: GeneratedFiles, in loaded: LoadResult, file: String) -> Diagnostic? {
        let names = [generated.swiftFileName, generated.catalogFileName]
        guard let (name, reason) = names.lazy.compactMap({ name in OutputFile.nameProblem(name).map { (name, $0) } }).first
        else { return nil }
        let mark = loaded.document?.root.value(forKey: "name")?.mark ?? .start
        return Diagnostic(.fileNameTooLong(name, reason: reason), file: file, at: mark)
    }
}

extension GenerateOptions.Access: OptionChoice {}

extension Diagnostic.Message {
    /// A generated file's name the file system would refuse, located at the spec's `name`.
    static func fileNameTooLong(_ name: String, reason: String) -> Self {
        let shown = name.count > 40 ? name.prefix(20) + "…" + name.suffix(20) : name[...]
        return Self(
            CodegenRule.fileNameTooLong, "the spec's name makes a file name too long, '\(shown)': \(reason); give a shorter name")
    }
}

extension ToolMessage {
    /// A second spec whose name makes the same type (and files) as an earlier one of the run.
    static func sameTypeName(_ file: String, first: String, type: String) -> ToolMessage {
        ToolMessage(
            severity: .error,
            text: "'\(file)' makes \(type) like '\(first)', whose files are kept; give the specs different names")
    }
}
