import Diagnostics
import RefreshCore
import YAML

/// Walks a located node tree and builds the spec model, collecting every diagnostic on the way.
///
/// Each `decode…` method reports what is wrong with its part and returns what it could make of
/// it, so one pass finds all of a file's problems; the caller discards the spec if any is an error.
struct SpecDecoder {
    /// The file the nodes come from, for diagnostics.
    let file: String
    /// The document the nodes are read from. The decoder keeps it alive while it reads it
    /// through handles that do not, and the ``strings`` block keeps it after.
    let document: Document
    /// Everything found so far, at most ``FoundDiagnostics/limit`` kept.
    private var found = FoundDiagnostics()
    /// Names in `colors` whose value was reported as invalid: uses of them are not reported
    /// again as unknown colors.
    var invalidColorNames: Set<String> = []
    /// Keys written in `strings` with no locale above them (reported there): labels naming
    /// them are not reported again as naming no key.
    var keysOutsideLocales: Set<String> = []
    /// Ids of components that could not be decoded (an invalid type, say): steps and
    /// expectations naming them are not reported again as naming no component.
    var unusableComponentIDs: Set<String> = []
    /// The spec's `strings` block, read once by ``decodeStrings(_:in:)`` for every string check,
    /// the export and the editor; empty until then.
    private(set) var strings = StringsBlock.none
    /// What the translation checks found, kept for `strings check`.
    var translationFindings = TranslationFindings.none
    /// The keys of ``strings``, handed out for the label keys that name them.
    var stringKeyNames = StringKeyNames(.none)
    /// Where the accepted keys of every mapping read are kept.
    let fieldEntries = FieldEntries()
    /// The misspelt keys whose values are read as the key each probably means.
    var standIns = StandIns()
    /// Keys written one level too far left (`frame` beside `scrollView`), reported there: the
    /// mapping they belong in does not report them missing.
    var movedLeftKeys: Set<MovedLeftKey> = []
    /// The scroll view's device, for `rotate` steps: nil while the scroll view is not decoded
    /// (a step then reports nothing more), `.some(nil)` when it names none.
    var scrollViewDevice: Device?? = nil

    init(file: String, document: Document) {
        self.file = file
        self.document = document
    }

    /// Records a diagnostic in ``file``. Never inlined: a spec that validates reports nothing,
    /// and the readers that may report, which run for every key, stay small.
    @inline(never)
    mutating func report(_ message: Diagnostic.Message, at mark: Mark, notes: [Diagnostic.Note] = []) {
        found.append(Diagnostic(message, file: file, at: mark, notes: notes))
    }

    /// Records a finding of `rule` at `mark`, or only counts it when it is sure to come after
    /// the file's first ``FoundDiagnostics/limit``: for a check that finds one per key of a spec
    /// of any size, whose message is then never made.
    mutating func reportOrCount(_ rule: SpecRule, _ message: @autoclosure () -> Diagnostic.Message, at mark: Mark) {
        guard found.leavesOut(mark) else { return report(message(), at: mark) }
        found.count(FoundDiagnostics.NotMade(count: 1, mark: mark, isError: rule.severity == .error))
    }

    /// Records that a name meant to be unique (a component id, a scenario name) is used again,
    /// with a note at its first use; when that is the same place, an alias repeats the whole
    /// `repeating` (a component, a scenario), and the message says so instead.
    mutating func reportUsedTwice(_ message: Diagnostic.Message, at mark: Mark, first: Mark, repeating part: String) {
        guard first == mark else {
            report(message, at: mark, notes: [Diagnostic.Note("first used here", at: first)])
            return
        }
        report(.repeatedByAlias(message, part: part), at: mark)
    }

    /// Records diagnostics a check outside the decoder found.
    mutating func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { found.append(diagnostic) }
    }

    /// What was found, by position, cut after ``FoundDiagnostics/limit`` with a note; each
    /// inside the value of a misspelt key that was read as another has a note saying so.
    var diagnostics: [Diagnostic] { standIns.noted(found.diagnostics) }

    /// Reads the value of a misspelt key as the key it probably means (see ``StandIns``).
    mutating func standIn(_ value: Document.Node, meant: String, written: String, at keyMark: Mark) {
        standIns.record(value, in: document, meant: meant, written: written, at: keyMark)
    }

    /// Records a wrong-type diagnostic at a node.
    mutating func reportWrongType(_ expected: String, at node: Document.Node) {
        report(.wrongType(expected: expected, found: node.found), at: node.mark)
    }
}

/// A key of a nested table (by the table's identity) written in the mapping around it.
struct MovedLeftKey: Hashable {
    let table: ObjectIdentifier
    let name: String
}

extension Document.Node {
    /// The node in words for "found …": a scalar's text in quotes, or its kind.
    var found: String {
        guard case .scalar(let scalar) = self else { return kindDescription }
        if scalar.isNull { return scalar.text.isEmpty ? "nothing" : "null" }
        let text = scalar.text.count > 40 ? scalar.text.prefix(37) + "..." : Substring(scalar.text)
        let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        return quoted ? "the quoted text '\(text)'" : "'\(text)'"
    }
}

extension SpecDecoder {
    /// The whole spec from the document's root node; nil when a required part is unusable.
    mutating func decodeSpec(defaultName: String) -> Spec? {
        let root = document.root
        guard case .mapping(let rootMapping) = root else {
            report(.specNotMapping(found: root.found), at: root.mark)
            return nil
        }
        guard let top = fields(of: root, .spec, context: "the spec") else { return nil }
        let version = decodeVersion(top)
        strings = decodeStrings(top[SpecKey.strings], in: rootMapping)
        stringKeyNames = StringKeyNames(strings)
        let colors = top[SpecKey.colors].map { decodeColors($0) } ?? [:]
        let scrollViewNode = top[SpecKey.scrollView]
        let scrollView = scrollViewNode.flatMap { decodeScrollView($0) }
        let context = ComponentContext(colors: colors, axis: scrollView?.axis, scrollView: scrollView)
        let components = top[SpecKey.components].map { decodeComponents($0, context) } ?? []
        checkStrings(strings, components: components)
        let name = string(SpecKey.name, in: top) ?? defaultName
        let description = top[SpecKey.description].flatMap { string($0) }
        let clock = decodeClock(nested(SpecKey.clock, .clock, in: top))
        guard let defaultLocale = locale(SpecKey.defaultLocale, in: top) else { return nil }
        let scenarios =
            top[SpecKey.scenarios].map { decodeScenarios($0, components: components, defaultLocale: defaultLocale) } ?? []
        let coverage = LocaleCoverage(
            block: strings, defaultLocale: defaultLocale, usedKeys: StringsUsage.keys(of: components))
        (translationFindings.coverage, translationFindings.notMade) = coverage.findings(file: file)
        report(translationFindings.coverage)
        for count in translationFindings.notMade { found.count(count) }
        if let clock { checkToday(of: components, clock: clock) }
        if let scrollView {
            let check = TextRoomCheck(block: strings, defaultLocale: defaultLocale)
            translationFindings.tooWide = check.findings(components, frame: scrollView.frame, file: file)
            report(translationFindings.tooWide)
        }
        guard let version, let scrollView, let scrollViewMark = scrollViewNode?.mark, let clock else { return nil }
        return Spec(
            version: version, name: name, description: description, scrollView: scrollView, scrollViewMark: scrollViewMark,
            defaultLocale: defaultLocale,
            stringsStorage: .decoded(strings.sharedTexts), colors: colors, clock: clock, components: components,
            scenarios: scenarios
        )
    }

    private mutating func decodeVersion(_ top: Fields) -> Int? {
        guard let node = top[SpecKey.version], let version = integer(SpecKey.version, in: top) else { return nil }
        guard version == Spec.languageVersion else {
            report(.unsupportedVersion(version), at: node.mark)
            return nil
        }
        return version
    }

    private mutating func decodeClock(_ fields: Fields) -> Spec.Clock? {
        let now = timestamp(ClockKey.now, in: fields)
        let zone = value(ClockKey.timeZone, in: fields, read: { decoder, node, _ in decoder.timeZone(node) }, fallback: \.string)
        guard let now, let zone else { return nil }
        return Spec.Clock(now: now, timeZone: zone)
    }
}

extension Diagnostic.Message {
    /// The document is a scalar or a sequence.
    static func specNotMapping(found: String) -> Self {
        Self(rule: .specRoot, "a spec is a mapping of keys such as version, scrollView and components, but this is \(found)")
    }

    /// A name used twice because an alias repeats the `part` that holds it (`- *header`).
    static func repeatedByAlias(_ usedTwice: Self, part: String) -> Self {
        var message = usedTwice
        message.text += ": an alias repeats this \(part); write the second one out in full and rename it"
        return message
    }

    /// `version` other than 1.
    static func unsupportedVersion(_ found: Int) -> Self {
        Self(rule: .unsupportedVersion, "version \(found) is not supported; this tool reads version 1")
    }
}
