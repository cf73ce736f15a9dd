import Diagnostics
import RefreshSpec
import YAML
import YAMLEditing

/// Changes texts in a spec's `strings` block in place: only the lines of values that change or
/// are added are touched; every other byte, comments included, stays as it was.
public struct StringsEditor {
    /// One text to set.
    public struct Change: Sendable, Hashable {
        /// The locale id; a locale `strings` lacks is added.
        public var locale: String
        /// The string key; a key the locale lacks is added.
        public var key: String
        /// The new text, written in the old text's quoting style where it allows.
        public var text: String

        /// A change setting `key` of `locale` to `text`.
        public init(locale: String, key: String, text: String) {
            self.locale = locale
            self.key = key
            self.text = text
        }
    }

    /// What an edit did.
    public struct Result: Sendable {
        /// The edited file; the same bytes when nothing changed.
        public var bytes: [UInt8]
        /// How many existing texts were replaced.
        public var changed: Int
        /// How many texts were added, new locales included.
        public var added: Int
        /// The edited file as loaded back to verify the edit (its errors decide whether to write it).
        public var reloaded: LoadResult
    }

    /// New texts of one locale, in the order imported.
    private typealias Addition = (locale: String, entries: [(key: String, text: String)])

    private let source: Source
    private let text: YAMLText
    private let block: StringsBlock

    /// An editor for a spec file and its `strings` block as loaded (``LoadResult/strings``).
    public init(source: Source, strings: StringsBlock) {
        self.source = source
        text = YAMLText(source.bytes)
        block = strings
    }

    /// The file with `changes` applied (a change equal to the current text does nothing; of two
    /// changes of one text, the later wins).
    /// Throws when a text cannot be placed (e.g. the document is all in flow style), or when the
    /// edited file would not read back with exactly the intended strings.
    public func applying(_ changes: [Change]) throws(Diagnostic) -> Result {
        var edits: [Edit] = []
        var counts = (changed: 0, added: 0)
        var additions: [Addition] = []
        for change in Self.lastOfEach(changes) {
            if let locale = block.locale(change.locale), let entry = locale.entries.first(where: { $0.key == change.key }) {
                guard entry.text != change.text else { continue }
                edits.append(try replacement(of: entry, in: locale, with: change.text))
                counts.changed += 1
            } else if let index = additions.firstIndex(where: { $0.locale == change.locale }) {
                additions[index].entries.append((change.key, change.text))
            } else {
                additions.append((change.locale, [(change.key, change.text)]))
            }
        }
        var newLocales: [Addition] = []
        for addition in additions {
            counts.added += addition.entries.count
            guard let locale = block.locale(addition.locale) else {
                newLocales.append(addition)
                continue
            }
            edits.append(
                try append(addition.entries.map { pair($0.key, $0.text, flow: text.isFlow(locale.mapping)) }, to: locale.mapping))
        }
        if !newLocales.isEmpty { edits.append(try insertion(of: newLocales)) }
        let bytes = Edit.apply(edits, to: source.bytes)
        let reloaded = try verify(bytes, changes: changes)
        return Result(bytes: bytes, changed: counts.changed, added: counts.added, reloaded: reloaded)
    }

    private static func lastOfEach(_ changes: [Change]) -> [Change] {
        var seen: Set<[String]> = []
        return changes.reversed().filter { seen.insert([$0.locale, $0.key]).inserted }.reversed()
    }

    private func replacement(of entry: StringsBlock.Text, in locale: StringsBlock.LocaleTexts, with new: String)
        throws(Diagnostic) -> Edit
    {
        // An alias is its anchored node, which is written before the alias's key.
        guard entry.keyMark < entry.value.mark else {
            throw Diagnostic(
                .aliasNotEditable(key: entry.key, locale: locale.id), file: source.path, at: entry.keyMark,
                notes: [Diagnostic.Note("its anchor", at: entry.value.mark)])
        }
        let flow = text.isFlow(locale.mapping)
        let start = text.offset(of: entry.value.mark)
        let indent = entry.keyMark.column - 1
        let end = text.scalarEnd(entry.value, from: start, indent: indent, flow: flow)
        var written = YAMLScalarWriter.scalar(new, style: entry.value.style, flow: flow)
        // A block scalar is replaced from its `|` or `>` on, header line included: its comment is kept.
        if entry.value.style == .literal || entry.value.style == .folded {
            written += text.blockHeaderComment(from: start) ?? ""
        }
        return Edit(range: start..<end, text: written)
    }

    /// Locales `strings` does not have yet, all in one edit: after its last locale, or in a new
    /// `strings` block when the spec has none.
    private func insertion(of locales: [Addition]) throws(Diagnostic) -> Edit {
        guard let strings = block.mapping else { return try newStringsBlock(locales) }
        if text.isFlow(strings) {
            return try append(
                locales.map {
                    key($0.locale) + ": {" + $0.entries.map { pair($0.key, $0.text, flow: true) }.joined(separator: ", ") + "}"
                },
                to: strings)
        }
        let step = String(repeating: " ", count: nestedIndentStep(in: strings))
        return try append(blockLines(of: locales, textIndent: step), to: strings)
    }

    /// Each locale's id line, then its texts one a line, indented by `textIndent`.
    private func blockLines(of locales: [Addition], textIndent: String) -> [String] {
        locales.flatMap { locale in
            [key(locale.locale) + ":"] + locale.entries.map { textIndent + pair($0.key, $0.text, flow: false) }
        }
    }

    /// Appends lines to a mapping: each on a line of its own at the keys' indentation for a
    /// block mapping (after the line the last value ends on), `, line` before a flow one's `}`.
    private func append(_ lines: [String], to mapping: Document.Mapping) throws(Diagnostic) -> Edit {
        guard let last = mapping.pairs.last else {
            let open = text.offset(of: mapping.mark)
            guard text.isFlow(mapping) else { throw failure(.cannotPlaceStrings, at: mapping.mark) }
            return Edit(range: open + 1..<open + 1, text: lines.joined(separator: ", "))
        }
        let end = text.end(of: last.value, indent: last.key.mark.column - 1, flow: text.isFlow(mapping))
        if text.isFlow(mapping) { return Edit(range: end..<end, text: ", " + lines.joined(separator: ", ")) }
        let indent = String(repeating: " ", count: last.key.mark.column - 1)
        let lineEnd = text.lineEnd(after: end)
        return Edit(range: lineEnd..<lineEnd, text: lines.map { text.newline + indent + $0 }.joined())
    }

    /// A whole `strings:` block where SPEC.md §2 lists `strings`: before the first top-level key
    /// listed after it (`colors`, `clock`, `components`, `scenarios`) and the comment lines just
    /// above that key, or at the end of the file.
    private func newStringsBlock(_ locales: [Addition]) throws(Diagnostic) -> Edit {
        guard let root = block.root, !text.isFlow(root) else { throw failure(.cannotPlaceStrings, at: .start) }
        let newline = text.newline
        let lines = ["strings:"] + blockLines(of: locales, textIndent: "  ").map { "  " + $0 }
        let later = Set(KeyTable.spec.names.drop { $0 != "strings" }.dropFirst())
        if let next = root.pairs.first(where: { later.contains($0.keyText ?? "") && $0.key.mark.column == 1 }) {
            let start = text.startOfCommentsAbove(lineAt: text.offset(of: next.key.mark))
            return Edit(range: start..<start, text: lines.map { $0 + newline }.joined())
        }
        let end = source.bytes.count
        let needsBreak = end > 0 && source.bytes[end - 1] != 0x0A
        return Edit(range: end..<end, text: (needsBreak ? newline : "") + lines.map { $0 + newline }.joined())
    }

    /// How much deeper a locale's texts sit than the locale ids, from an existing block locale (else 2).
    private func nestedIndentStep(in strings: Document.Mapping) -> Int {
        for pair in strings.pairs {
            if case .mapping(let inner) = pair.value, !text.isFlow(inner), let first = inner.pairs.first {
                return max(1, first.key.mark.column - pair.key.mark.column)
            }
        }
        return 2
    }

    private func pair(_ name: String, _ value: String, flow: Bool) -> String {
        key(name) + ": " + YAMLScalarWriter.scalar(value, style: .plain, flow: flow)
    }

    private func key(_ name: String) -> String {
        YAMLScalarWriter.isPlainSafe(name, flow: true) ? name : YAMLScalarWriter.doubleQuoted(name)
    }

    /// The edited file must read back with the old strings plus exactly the changes; it as loaded.
    private func verify(_ bytes: [UInt8], changes: [Change]) throws(Diagnostic) -> LoadResult {
        var expected = block.texts
        for change in changes { expected[change.locale, default: [:]][change.key] = change.text }
        let edited = Source(path: source.path, bytes: bytes)
        let document: Document?
        do {
            document = try Document.parse(edited)
        } catch {
            throw failure(.editUnreadable(error.message), at: error.mark)
        }
        let reloaded = Spec.load(source: edited, document: document)
        guard reloaded.strings.texts == expected else { throw failure(.editMismatch, at: .start) }
        return reloaded
    }

    private func failure(_ message: Diagnostic.Message, at mark: Mark) -> Diagnostic {
        Diagnostic(message, file: source.path, at: mark)
    }
}

extension Diagnostic.Message {
    /// New texts have no place the editor can write them to.
    static var cannotPlaceStrings: Self {
        Self(LocalizationRule.cannotEdit, "cannot add texts here in place; write this part of 'strings' in block style")
    }

    /// A text written as an alias (`feed.idle: *pull`): its text is the anchor's.
    static func aliasNotEditable(key: String, locale: String) -> Self {
        Self(
            LocalizationRule.cannotEdit,
            "the text of '\(key)' in locale '\(locale)' is an alias, which cannot be edited in place: change it at its anchor (every alias of it changes too) or write the text in place of the alias; nothing was written"
        )
    }

    /// The edit produced YAML that does not load.
    static func editUnreadable(_ reason: String) -> Self {
        Self(LocalizationRule.cannotEdit, "editing in place would break the file (\(reason)); nothing was written")
    }

    /// The edit would change texts other than the ones asked for.
    static var editMismatch: Self {
        Self(LocalizationRule.cannotEdit, "editing in place would not give exactly the imported texts; nothing was written")
    }
}
