import Foundation
import Testing
import YAML

/// refreshspec used from an iOS app's repository: a git repository with specs and no
/// Package.swift, the binary installed as one file, the pre-commit hooks and the GitHub Action.
@Suite struct AppRepositoryTests {
    /// A spec that passes: a 40 pt pull leaves the header idle (threshold -0 - 54 = -54 is not
    /// passed by -40).
    static let goodSpec = """
        version: 1
        name: feed
        scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}}
        components: [{id: header, type: header}]
        scenarios:
          - name: a short pull stays idle
            steps:
              - drag: {dy: 40}
              - expect: {header: {state: idle}, scrollView: {offsetY: -40}}

        """

    /// An app repository: the spec under `specs/`, a workflow file that is YAML but no spec, the
    /// binary "installed" alone in `tools/bin` (what `make install` does: one file copied).
    struct App {
        let root: URL
        let bin: URL

        init(files: [String: String]) throws {
            root = try CommandRunner.folder(with: files.merging([".github/workflows/ci.yml": "on: push\n"]) { $1 })
            bin = root.appendingPathComponent("tools/bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: CommandRunner.executable, to: bin.appendingPathComponent("refreshspec"))
            _ = try shell(["git", "init", "-q"])
            _ = try shell(["git", "add", "."])
        }

        /// Runs a command in the repository with the installed binary first on PATH.
        func shell(_ words: [String], environment: [String: String] = [:]) throws -> CommandResult {
            let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            return try CommandRunner.run(
                words, environment: environment.merging(["PATH": path]) { $1 },
                executable: URL(fileURLWithPath: "/usr/bin/env"), in: root)
        }

        /// The staged files, as pre-commit hands them to a hook.
        func stagedFiles() throws -> [String] {
            try shell(["git", "diff", "--cached", "--name-only"]).stdout.split(separator: "\n").map(String.init)
        }
    }

    /// One hook of `.pre-commit-hooks.yaml`.
    struct Hook {
        let id: String
        let entry: String
        let language: String
        let files: String

        static func all() throws -> [Hook] {
            let file = CommandRunner.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml").path
            let document = try Document.parse(Source.read(path: file))
            defer { withExtendedLifetime(document) {} }
            guard case .sequence(let hooks)? = document?.root else { return [] }
            return hooks.items.map { hook in
                Hook(
                    id: hook.value(forKey: "id")?.scalar?.text ?? "", entry: hook.value(forKey: "entry")?.scalar?.text ?? "",
                    language: hook.value(forKey: "language")?.scalar?.text ?? "",
                    files: hook.value(forKey: "files")?.scalar?.text ?? "")
            }
        }

        /// The files pre-commit would pass: those matching `files` (a Python `re.search`).
        func matching(_ paths: [String]) throws -> [String] {
            let pattern = try NSRegularExpression(pattern: files)
            return paths.filter { pattern.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
        }

        /// Runs the hook as pre-commit does: the entry's words, then the matching files.
        func run(in app: App) throws -> CommandResult {
            try app.shell(entry.split(separator: " ").map(String.init) + matching(try app.stagedFiles()))
        }
    }

    @Test func theHooksAreSwiftHooksForSpecsOnly() throws {
        let hooks = try Hook.all()
        #expect(hooks.map(\.id) == ["refreshspec-validate", "refreshspec-test"])
        for hook in hooks {
            // pre-commit's `swift` language builds the repository and puts .build/release on PATH.
            #expect(hook.language == "swift")
            #expect(hook.entry.hasPrefix("refreshspec "))
            #expect(
                try hook.matching(["specs/feed.yaml", "ios/specs/a.yml", ".github/workflows/ci.yml", "specs.yaml"])
                    == ["specs/feed.yaml", "ios/specs/a.yml"])
        }
    }

    @Test func theHooksPassAGoodSpecAndRefuseABrokenOne() throws {
        let app = try App(files: ["specs/feed.yaml": Self.goodSpec])
        defer { try? FileManager.default.removeItem(at: app.root) }
        for hook in try Hook.all() {
            let result = try hook.run(in: app)
            #expect(result.status == 0, "\(hook.id): \(result.stdout)\(result.stderr)")
        }
        let broken = app.root.appendingPathComponent("specs/broken.yaml")
        try Data(Self.goodSpec.replacingOccurrences(of: "type: header", with: "type: headr").utf8).write(to: broken)
        _ = try app.shell(["git", "add", "specs/broken.yaml"])
        for hook in try Hook.all() {
            let result = try hook.run(in: app)
            #expect(result.status == 1, "\(hook.id)")
            #expect(result.stdout.contains("specs/broken.yaml:4:"), "\(hook.id): \(result.stdout)")
        }
    }

    @Test func theActionAnnotatesEachProblemOnceAndWritesJUnit() throws {
        let app = try App(files: ["specs/feed.yaml": Self.goodSpec])
        defer { try? FileManager.default.removeItem(at: app.root) }
        let action = CommandRunner.packageRoot.appendingPathComponent("Scripts/github-action.sh").path
        let inputs = [
            "GITHUB_ACTION_PATH": CommandRunner.packageRoot.path, "INPUT_PATHS": "specs", "INPUT_STRICT": "true",
            "INPUT_TEST": "true", "INPUT_JUNIT": "reports/refreshspec.xml", "INPUT_SHARD": "", "INPUT_REFRESHSPEC": "",
        ]
        let passed = try app.shell(["bash", action], environment: inputs)
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        #expect(!passed.stdout.contains("::error"))
        let junit = try String(contentsOf: app.root.appendingPathComponent("reports/refreshspec.xml"), encoding: .utf8)
        #expect(junit.contains("a short pull stays idle"))

        try Data("version: 2\n".utf8).write(to: app.root.appendingPathComponent("specs/broken.yaml"))
        let failed = try app.shell(["bash", action], environment: inputs)
        #expect(failed.status == 1)
        // Each once: the action ran validate and then test, and both annotated every problem.
        let annotations = failed.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.contains { $0.hasPrefix("::error file=specs/broken.yaml,line=1,") }, "\(failed.stdout)")
        #expect(Set(annotations).count == annotations.count, "\(failed.stdout)")

        // Without test, validate alone annotates, and no JUnit file is written.
        try FileManager.default.removeItem(at: app.root.appendingPathComponent("reports"))
        let validated = try app.shell(["bash", action], environment: inputs.merging(["INPUT_TEST": "false"]) { $1 })
        #expect(validated.status == 1)
        #expect(validated.stdout.split(separator: "\n").filter { $0.hasPrefix("::") } == annotations)
        #expect(validated.stdout.contains("2 files, \(annotations.count) errors"), "\(validated.stdout)")
        #expect(!FileManager.default.fileExists(atPath: app.root.appendingPathComponent("reports").path))
    }

    /// The README's plain git hook, as written there: a valid spec whose path has a space and
    /// Chinese letters commits (the hook once split the path at the space and got it quoted by
    /// git); a broken one is refused, and a commit of no spec runs nothing.
    @Test func theReadmesGitHookTakesAnyPath() throws {
        let readme = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let afterIntro = try #require(readme.components(separatedBy: "a plain git hook").dropFirst().first)
        let hook = try #require(
            afterIntro.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
        let app = try App(files: ["notes.txt": "no spec\n"])
        defer { try? FileManager.default.removeItem(at: app.root) }
        let hookFile = app.root.appendingPathComponent(".git/hooks/pre-commit")
        try Data(hook.utf8).write(to: hookFile)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hookFile.path)
        let identity = ["-c", "user.email=app@example.com", "-c", "user.name=App"]
        #expect(try app.shell(["git"] + identity + ["commit", "-q", "-m", "notes"]).status == 0)

        let spec = app.root.appendingPathComponent("specs/odd dir/下拉 刷新.yaml")
        try FileManager.default.createDirectory(at: spec.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.goodSpec.utf8).write(to: spec)
        _ = try app.shell(["git", "add", "-A"])
        let good = try app.shell(["git"] + identity + ["commit", "-q", "-m", "spec"])
        #expect(good.status == 0, "\(good.stdout)\(good.stderr)")

        try Data(Self.goodSpec.replacingOccurrences(of: "type: header", with: "type: headr").utf8).write(to: spec)
        _ = try app.shell(["git", "add", "-A"])
        let broken = try app.shell(["git"] + identity + ["commit", "-q", "-m", "broken"])
        #expect(broken.status != 0)
        // git sends a hook's standard output to its standard error.
        #expect((broken.stdout + broken.stderr).contains("specs/odd dir/下拉 刷新.yaml:4:"), "\(broken.stdout)\(broken.stderr)")
    }

    /// Every input of action.yml reaches the script as the `INPUT_<NAME>` variable it reads.
    @Test func theActionPassesEveryInputToItsScript() throws {
        let file = CommandRunner.packageRoot.appendingPathComponent("action.yml").path
        let document = try #require(try Document.parse(Source.read(path: file)))
        defer { withExtendedLifetime(document) {} }
        let action = document.root
        guard case .mapping(let inputs)? = action.value(forKey: "inputs"),
            case .sequence(let steps)? = action.value(forKey: "runs")?.value(forKey: "steps"),
            case .mapping(let environment)? = steps.items.first?.value(forKey: "env")
        else {
            Issue.record("action.yml lacks inputs, runs.steps or the step's env")
            return
        }
        let names = inputs.pairs.compactMap { $0.key.scalar?.text }
        let passed = environment.pairs.compactMap { pair in pair.key.scalar.map { ($0.text, pair.value.scalar?.text ?? "") } }
        #expect(passed.map(\.0) == names.map { "INPUT_" + $0.uppercased() })
        #expect(passed.map(\.1) == names.map { "${{ inputs.\($0) }}" })
        let script = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent("Scripts/github-action.sh"), encoding: .utf8)
        for (variable, _) in passed { #expect(script.contains(variable), "the script never reads \(variable)") }
    }
}
