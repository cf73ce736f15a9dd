import Diagnostics
import RefreshRunner
import RefreshSpec
import YAML
import YAMLEditing

extension ExpectationRecorder {
    /// The file with the expectations of `report`'s scenarios written as `mode` says, from the
    /// values the run gives (`report` must keep its steps). Throws when the edit would break the
    /// file or not make the expectations hold; nothing should be written then.
    public func update(_ report: SpecReport, mode: UpdateMode) throws(Diagnostic) -> Recording {
        var edits: [Edit] = []
        var counts = (updated: 0, filled: 0, recorded: 0)
        var problems: [Diagnostic] = []
        var unwritten = 0
        for scenario in report.scenarios {
            let described = DescribedFields(spec: spec, steps: scenario.steps)
            for step in scenario.steps {
                guard case .expect(let expectation) = step.step.action, let site = sites[step.step.mark],
                    let value = site.expectation
                else { continue }
                let fields = sites.fields(of: value, shared: site.isShared)
                let failed = Set(step.failures?.map(\.assertedAt) ?? [])
                for check in expectation.checks where mode == .all || failed.contains(check.mark) {
                    guard let field = fields[check.mark] else { continue }
                    switch rewrite(field, to: ObservedValue(check.subject, in: step), named: check.subject.path) {
                    case .success(let changes):
                        edits += changes
                        if !changes.isEmpty { counts.updated += 1 }
                    case .failure(let problem):
                        problems.append(problem)
                        if failed.contains(check.mark) { unwritten += 1 }
                    }
                }
                guard mode != .failed else { continue }
                for placeholder in expectation.placeholders {
                    let subject: RecordedSubject?
                    if let id = placeholder.component {
                        subject = described.component(id, in: step)
                    } else {
                        subject = described.scrollView(in: step)
                    }
                    guard let subject else {
                        problems.append(problem(.nothingToFill(placeholder.name), at: placeholder.mark))
                        continue
                    }
                    switch fill(placeholder, with: subject, site: site, fields: fields) {
                    case .success(let changes):
                        edits += changes
                        counts.filled += 1
                    case .failure(let problem): problems.append(problem)
                    }
                }
            }
        }
        return try verified(
            edits, counts: counts, problems: problems, scenarios: Set(report.scenarios.map(\.name)), unwritten: unwritten)
    }

    /// The edits that give a written field `actual`: its scalar replaced (keeping its quoting
    /// where the text allows), or each member of a last event's mapping; none when the text
    /// already says so.
    private func rewrite(_ field: StepSites.Field, to actual: ObservedValue, named path: String) -> Result<[Edit], Diagnostic> {
        guard !field.isShared else { return .failure(problem(.sharedValue(path), at: field.key.mark)) }
        switch (field.value, actual) {
        case (_, .absent) where path.hasSuffix(".lastEvent"):
            return .failure(problem(.nothingToFill(path), at: field.key.mark))
        case (_, .absent):
            return .failure(problem(.absentField(path), at: field.key.mark))
        case (.mapping(let members), .event(let event)):
            let values: [String: ObservedValue] = [
                "direction": .text(event.direction.rawValue), "offset": .number(event.offset),
                "inOneScreen": .bool(event.inOneScreen),
            ]
            var edits: [Edit] = []
            for pair in members.pairs {
                guard case .scalar(let scalar) = pair.value, let name = pair.key.scalar?.text, let value = values[name] else {
                    continue
                }
                edits += replacement(of: scalar, with: value, flow: text.isFlow(members))
            }
            return .success(edits)
        case (.scalar(let scalar), _):
            return .success(replacement(of: scalar, with: actual, flow: field.inFlow))
        default:
            return .failure(problem(.absentField(path), at: field.key.mark))
        }
    }

    /// The edit writing `value` over a scalar, or none when its text is already that.
    private func replacement(of scalar: Document.Scalar, with value: ObservedValue, flow: Bool) -> [Edit] {
        guard var written = ExpectationText.value(value, style: scalar.style, flow: flow) else { return [] }
        let start = text.contentStart(of: scalar.mark)
        let end = text.end(of: .scalar(scalar), indent: scalar.mark.column - 1, flow: flow)
        guard !text.bytes[start..<end].elementsEqual(written.utf8) else { return [] }
        // A block scalar is replaced from its `|` or `>` on, header line included: its comment is kept.
        if scalar.style == .literal || scalar.style == .folded { written += text.blockHeaderComment(from: start) ?? "" }
        return [Edit(range: start..<end, text: written)]
    }

    /// The edits that write a subject's fields where it is named with none: over `{}` or an
    /// explicit `null`, after a key with no value, or in place of a bare word (`expect: header`).
    private func fill(
        _ placeholder: Step.Placeholder, with subject: RecordedSubject, site: StepSites.Site, fields: [Mark: StepSites.Field]
    ) -> Result<[Edit], Diagnostic> {
        guard let field = fields[placeholder.mark] else {
            guard site.expectation?.mark == placeholder.mark, case .scalar(let word)? = site.expectation else {
                return .success([])
            }
            guard !site.isShared else { return .failure(problem(.sharedValue(placeholder.name), at: placeholder.mark)) }
            return .success([bareWordFill(word, with: subject, site: site)])
        }
        guard !field.isShared else { return .failure(problem(.sharedValue(placeholder.name), at: placeholder.mark)) }
        let value = field.value
        let start = text.contentStart(of: value.mark)
        switch value {
        case .mapping:
            return .success([
                Edit(range: start..<text.end(of: value, indent: 0, flow: true), text: ExpectationText.flowFields(subject))
            ])
        case .scalar(let null) where null.utf8Count > 0:
            let end = text.end(of: value, indent: field.key.mark.column - 1, flow: field.inFlow)
            return .success([Edit(range: start..<end, text: ExpectationText.flowFields(subject))])
        default:
            return .success([keyFill(field, with: subject)])
        }
    }

    /// Fields written after a key with no value: ` {…}` after its `:` in a flow mapping (a `:`
    /// added when the key has none), block lines under it in a block mapping.
    private func keyFill(_ field: StepSites.Field, with subject: RecordedSubject) -> Edit {
        let keyEnd = text.end(of: .scalar(field.key), indent: field.key.mark.column - 1, flow: field.inFlow)
        var index = keyEnd
        while index < text.bytes.count, text.bytes[index] == 0x20 || text.bytes[index] == 0x09 { index += 1 }
        let hasColon = index < text.bytes.count && text.bytes[index] == UInt8(ascii: ":")
        guard field.inFlow else {
            let indent = field.key.mark.column - 1 + style.indentStep
            let lines = ExpectationText.blockFields(subject, indent: indent)
            let lineEnd = text.lineEnd(after: index)
            return Edit(range: lineEnd..<lineEnd, text: lines.map { text.newline + $0 }.joined())
        }
        let afterColon = hasColon ? index + 1 : keyEnd
        var next = afterColon
        while next < text.bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(text.bytes[next]) { next += 1 }
        let written = (hasColon ? " " : ": ") + ExpectationText.flowFields(subject)
        return Edit(range: afterColon..<next, text: written)
    }

    /// A bare word (`expect: header`) replaced by the subject: `{header: {…}}` in a file that
    /// writes flow expectations (or inside a flow list of steps), block lines otherwise.
    private func bareWordFill(_ word: Document.Scalar, with subject: RecordedSubject, site: StepSites.Site) -> Edit {
        let start = text.contentStart(of: word.mark)
        let flow = style.flow || text.isFlow(site.steps)
        let end = text.end(of: .scalar(word), indent: word.mark.column - 1, flow: text.isFlow(site.steps))
        guard !flow, case .mapping(let step) = site.item, let key = step.pairs.first?.key else {
            return Edit(range: start..<end, text: "{" + ExpectationText.flowSubjects([subject]) + "}")
        }
        let indent = key.mark.column - 1 + style.indentStep
        let lines = ExpectationText.blockSubjects([subject], indent: indent, step: style.indentStep)
        // From just after `expect:` to the word's end: the lines start on the next line.
        var from = start
        while from > 0, text.bytes[from - 1] == 0x20 || text.bytes[from - 1] == 0x09 { from -= 1 }
        return Edit(range: from..<end, text: lines.map { text.newline + $0 }.joined())
    }
}

extension Diagnostic.Message {
    /// A value an alias shares with another place, which updating here would change there too.
    static func sharedValue(_ field: String) -> Self {
        Self(
            RunRule.expectationNotRecorded,
            "'\(field)' is not written: its value is shared through a YAML alias with another place, which writing it "
                + "here would change too; write it out without the alias to update it")
    }

    /// A field the component does not have, which no value can make hold.
    static func absentField(_ field: String) -> Self {
        Self(
            RunRule.expectationNotRecorded,
            "'\(field)' is not written: the component has no such field at this step (its type or style lacks it); remove it")
    }

    /// A subject or field with nothing to describe yet (an observer before its first event).
    static func nothingToFill(_ subject: String) -> Self {
        Self(
            RunRule.expectationNotRecorded,
            "'\(subject)' is not written: the scroll observer has reported no event yet at this step")
    }
}
