import Foundation
import Testing

@testable import RefreshLanguageServer

/// Completion, hover, definition, references and the outline on ``Specs/feed`` (lines counted
/// from 0: `components:` is line 10, the header's `id` line 11, its `labels` line 13, the
/// `expect` line 20).
@Suite struct EditorFeatureTests {
    /// The answer to `method` at the end of line `line` (or at `character`) of the spec with that
    /// line replaced by `text` (or, past the end, added; `inserting` puts it before the line
    /// instead), typed as an editor sends it: the spec opened as it is, then changed.
    private func ask(_ method: String, line: Int, text: String? = nil, inserting: Bool = false, character: Int? = nil) -> Any? {
        var lines = Specs.feed.components(separatedBy: "\n")
        if let text {
            if inserting {
                lines.insert(text, at: line)
            } else if line < lines.count {
                lines[line] = text
            } else {
                lines.append(text)
            }
        }
        let at = character ?? lines[line].utf16.count
        let session = ServerSession(deliveries: [
            [Client.initialize(), Client.open(Specs.feed)],
            [Client.change(lines.joined(separator: "\n"), version: 2), Client.request(1, method, line: line, character: at)],
        ])
        return session.response(1)?["result"]
    }

    private func items(line: Int, text: String, inserting: Bool = false) -> [[String: Any]] {
        let result = ask("textDocument/completion", line: line, text: text, inserting: inserting) as? [String: Any]
        return result?["items"] as? [[String: Any]] ?? []
    }

    private func labels(line: Int, text: String, inserting: Bool = false) -> [String] {
        items(line: line, text: text, inserting: inserting).compactMap { $0["label"] as? String }
    }

    @Test func topLevelKeysLeaveOutThosePresent() {
        let keys = labels(line: 21, text: "de")
        #expect(keys.contains("defaultLocale"))
        #expect(keys.contains("colors"))
        #expect(!keys.contains("name"))
        #expect(!keys.contains("components"))
    }

    @Test func componentKeysComeFromTheComponentTable() {
        // A new line in the header's mapping, after `type: header` (line 12).
        let items = items(line: 13, text: "    trig", inserting: true)
        let names = items.compactMap { $0["label"] as? String }
        #expect(names.contains("triggerRate"))
        #expect(!names.contains("type"))
        #expect(!names.contains("labels"))
        // triggerPercent is the auto footer's alone.
        #expect(!names.contains("triggerPercent"))
        let triggerRate = items.first { $0["label"] as? String == "triggerRate" }
        let documentation = (triggerRate?["documentation"] as? [String: Any])?["value"] as? String ?? ""
        #expect(documentation.hasPrefix("**triggerRate** — number"))
        #expect(triggerRate?["insertText"] as? String == "triggerRate: ")
    }

    /// The footer (line 15 `type: autoFooter`) takes triggerPercent and not the header's keys.
    @Test func componentKeysApplyToTheTypeWritten() {
        let names = labels(line: 16, text: "    trig", inserting: true)
        #expect(names.contains("triggerPercent"))
        #expect(!names.contains("id"))
        #expect(!labels(line: 16, text: "    last", inserting: true).contains("lastUpdated"))
    }

    @Test func stepNamesInAScenariosSteps() {
        let names = labels(line: 21, text: "      - beg")
        #expect(names.contains("beginRefreshing"))
        #expect(names.contains("expect"))
        #expect(!names.contains("triggerRate"))
    }

    @Test func enumValuesOfAKey() {
        let values = labels(line: 15, text: "    type: au")
        #expect(values.contains("autoFooter"))
        #expect(values.contains("trailer"))
    }

    /// `endRefreshingWithNoMoreData` takes a footer or trailer: the header is not offered.
    @Test func componentIDsOfTheTypesAStepTakes() {
        #expect(labels(line: 21, text: "      - beginRefreshing: ").sorted() == ["footer", "header"])
        #expect(labels(line: 21, text: "      - endRefreshingWithNoMoreData: ") == ["footer"])
    }

    @Test func stringKeysInLabelsAndLocalesInStrings() {
        #expect(labels(line: 13, text: "    labels: {idle: feed.idle, pulling: ").contains("feed.idle"))
        #expect(labels(line: 13, text: "    labels: {idle: feed.idle, pul").contains("pulling"))
        // A new locale in strings, after fr's texts (line 9).
        let locales = labels(line: 10, text: "  ", inserting: true)
        // en and fr are there already.
        #expect(!locales.contains("en"))
        #expect(!locales.contains("fr"))
        #expect(locales.contains("de"))
        #expect(locales.contains("en-XA"))
    }

    @Test func expectKeysInAFlowMapping() {
        #expect(labels(line: 20, text: "      - expect: {").sorted() == ["footer", "header", "scrollView"])
        let fields = labels(line: 20, text: "      - expect: {header: {st")
        #expect(fields.contains("state"))
        #expect(fields.contains("text"))
        #expect(labels(line: 20, text: "      - expect: {scrollView: {").contains("offsetY"))
        #expect(labels(line: 20, text: "      - expect: {header: {state: ").contains("refreshing"))
    }

    private func hover(line: Int, character: Int) -> String {
        let result = ask("textDocument/hover", line: line, character: character) as? [String: Any]
        return (result?["contents"] as? [String: Any])?["value"] as? String ?? ""
    }

    @Test func hoverDocumentsKeys() {
        #expect(hover(line: 4, character: 4).hasPrefix("**contentSize** — mapping"))
    }

    /// MJRefresh's header shows below -insetTop = 0 and pulls below 0 - height 54 × triggerRate 1
    /// = -54, as `tree` prints it.
    @Test func hoverOnAComponentShowsItsThresholds() {
        let text = hover(line: 11, character: 10)
        #expect(text.contains("**header** — header"))
        #expect(text.contains("shows below offsetY 0 (-insetTop 0), pulls below -54 (0 - height 54)"))
    }

    /// de has no `feed.idle`: it falls back to the default locale, en, the spec's.
    @Test func hoverOnALabelKeyShowsItsTextInEveryLocale() {
        let text = hover(line: 13, character: 20)
        #expect(text.contains("| en | Pull to load | spec |"))
        #expect(text.contains("| fr | Tirez | spec |"))
        #expect(text.contains("| de | Pull to load | spec's en |"))
    }

    private func lines(of locations: Any?) -> [Int] {
        (locations as? [[String: Any]])?.compactMap {
            (($0["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int
        } ?? []
    }

    @Test func definitionsAndReferences() {
        #expect(lines(of: ask("textDocument/definition", line: 13, character: 20)) == [7, 9])
        // `header` in the expect line is the component of line 11.
        #expect(lines(of: ask("textDocument/definition", line: 20, character: 18)) == [11])
        #expect(lines(of: ask("textDocument/references", line: 11, character: 10)) == [11, 20])
        #expect(lines(of: ask("textDocument/references", line: 7, character: 6)) == [7, 9, 13])
    }

    @Test func theOutlineListsComponentsAndScenarios() {
        let symbols = ask("textDocument/documentSymbol", line: 0, character: 0) as? [[String: Any]] ?? []
        #expect(symbols.compactMap { $0["name"] as? String } == ["header", "footer", "pull"])
        #expect(symbols.compactMap { $0["kind"] as? Int } == [19, 19, 12])
    }
}
