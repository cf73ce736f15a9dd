import Foundation
import RefreshRecord

/// The options of the commands that write expectations into specs (`test --update`, `record`):
/// `--dry-run` and `--force`, and the refusal to write under CI.
struct RecordOptions {
    /// Print a unified diff and write nothing.
    var dryRun: Bool
    /// Write even under CI.
    var force: Bool

    static let dryRunFlag = Flag(name: "--dry-run", abstract: "Print what would change as a unified diff; write nothing.")
    static let forceFlag = Flag(
        name: "--force", abstract: "Write even when the CI environment variable is set (recording in CI hides regressions).")

    /// `--update[=<mode>]`: its value only after `=`, so that the next word stays a path.
    static let updateOption = Option<UpdateMode?>(
        "--update", valueName: "[=<mode>]",
        abstract: "Rewrite the specs so that their expectations hold: failed (default) gives each failed field the value "
            + "the run gives; missing also fills subjects named with no fields (expect: header); all rewrites every field.",
        default: nil
    ) { word throws(InvalidValue) in
        guard let mode = UpdateMode(rawValue: word) else {
            throw InvalidValue(hint: "choose one of " + UpdateMode.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return mode
    }

    /// The help line of `--update`, its value shown as optional.
    static let updateHelp = CommandHelp.OptionEntry(label: "--update[=<mode>]", abstract: updateOption.abstract)

    /// The flags' help lines.
    static let help = [dryRunFlag.help, forceFlag.help]

    init(arguments: inout Arguments) {
        dryRun = arguments.flag(Self.dryRunFlag)
        force = arguments.flag(Self.forceFlag)
    }

    /// The usage error to stop with before anything is run, if any: writing under CI without
    /// `--force` (`CI` set to anything but empty, `0`, `false`, `no` or `off`, as CI services set it).
    func refusal(_ arguments: Arguments, environment: [String: String] = ProcessInfo.processInfo.environment) -> UsageError? {
        guard !dryRun, !force, let value = environment["CI"],
            !["", "0", "false", "no", "off"].contains(value.lowercased())
        else { return nil }
        return arguments.usageError(
            "refusing to write expectations under CI (CI=\(value)): recording there hides regressions; "
                + "record on your machine and commit the result, or pass --force (--dry-run shows the change)")
    }
}
