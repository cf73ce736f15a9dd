import Diagnostics
import RefreshCore
import YAML

/// `text-too-wide` (SPEC.md §8): every state label and last-updated text a component shows, in
/// every locale the spec shows (its own texts and the built-in ones it falls back to), measured
/// against the room the component gives it: a header's or footer's
/// ``RefreshCore/ComponentSettings/textRoom(for:state:width:)`` across the scroll view's width in
/// the state that shows it (the last-updated text beside idle's arrow), a
/// trailer's (or righter's) height for its characters stacked a line each. Each text is reported
/// once, at the place it is written: its entry in `strings`, else the label's line (the
/// component's, for a built-in text). The decoder runs it once; `strings check` takes its
/// findings from the load (``TranslationFindings/tooWide``).
struct TextRoomCheck {
    private let block: StringsBlock
    private let resolver: StringResolver
    private let locales: [String]
    /// Where each locale of `strings` writes each key's text.
    private let entryMarks: [String: [String: Mark]]

    init(block: StringsBlock, defaultLocale: String) {
        self.block = block
        resolver = StringResolver(strings: block.texts, defaultLocale: defaultLocale)
        locales = LocaleUses(block: block, defaultLocale: defaultLocale).locales.map(\.id)
        var entryMarks: [String: [String: Mark]] = [:]
        for locale in block.locales {
            for entry in locale.entries where entryMarks[locale.id]?[entry.key] == nil {
                entryMarks[locale.id, default: [:]][entry.key] = entry.value.mark
            }
        }
        self.entryMarks = entryMarks
    }

    /// A text a component shows, where it is written, its font, and the state it shows in.
    private struct Shown: Hashable {
        let text: String
        let mark: Mark
        let font: Font
        let state: RefreshState
    }

    /// The findings for `components` on a scroll view `frame` in size, in the order found.
    func findings(_ components: [ComponentSpec], frame: Size, file: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var reported: Set<Shown> = []
        for component in components where component.settings.style.hasLabel && !component.settings.stateLabelHidden {
            let stacked = component.type == .trailer
            for locale in locales {
                for shown in texts(of: component, locale: locale) where reported.insert(shown).inserted {
                    let room =
                        stacked
                        ? frame.height
                        : component.settings.textRoom(for: component.type, state: shown.state, width: frame.width)
                    let size = stacked ? shown.font.stackedHeight(of: shown.text) : shown.font.width(of: shown.text)
                    guard size > room else { continue }
                    let message = Diagnostic.Message.textTooWide(
                        shown.text, locale: locale, size: size, font: shown.font, stacked: stacked, component: component,
                        room: room)
                    found.append(Diagnostic(message, file: file, at: shown.mark))
                }
            }
        }
        return found
    }

    /// The state labels `component` shows in `locale` and, for a header, its last-updated text
    /// never updated and updated today at 12:00.
    private func texts(of component: ComponentSpec, locale: String) -> [Shown] {
        var shown: [Shown] = []
        let font = component.settings.font
        for state in component.type.states {
            if component.type == .autoFooter, state == .refreshing, component.settings.refreshingTitleHidden { continue }
            guard let label = component.labels[state] else { continue }
            let place = label.mark ?? component.mark
            switch label.content {
            case .text(let text): shown.append(Shown(text: text, mark: place, font: font, state: state))
            case .key(let key):
                guard let text = resolve(key, locale: locale, builtInAt: place) else { continue }
                shown.append(Shown(text: text.text, mark: text.mark, font: font, state: state))
            }
        }
        guard component.type == .header, let lastUpdated = component.settings.lastUpdated, !lastUpdated.hidden else {
            return shown
        }
        let place = component.keyMarks["lastUpdated"] ?? component.mark
        let detailFont = lastUpdated.font ?? font
        guard let lastTime = resolve("header.lastTime", locale: locale, builtInAt: place) else { return shown }
        if let noRecordText = lastUpdated.noRecordText {
            shown.append(
                Shown(text: noRecordText, mark: component.lastUpdatedMarks.noRecordText ?? place, font: detailFont, state: .idle))
        } else if let noRecord = resolve("header.noRecord", locale: locale, builtInAt: place) {
            shown.append(Self.joined(lastTime, noRecord, font: detailFont))
        }
        if lastUpdated.format == nil, let today = resolve("header.today", locale: locale, builtInAt: place) {
            shown.append(Self.joined(lastTime, (text: today.text + " 12:00", mark: today.mark), font: detailFont))
        }
        return shown
    }

    /// Two texts shown as one, reported at the earlier of their places.
    private static func joined(_ first: (text: String, mark: Mark), _ second: (text: String, mark: Mark), font: Font)
        -> Shown
    {
        Shown(text: first.text + second.text, mark: min(first.mark, second.mark), font: font, state: .idle)
    }

    /// The text of `key` in `locale` and where it is written: its entry in `strings`, or `builtInAt`.
    private func resolve(_ key: String, locale: String, builtInAt place: Mark) -> (text: String, mark: Mark)? {
        guard let resolution = resolver.resolve(key, locale: locale) else { return nil }
        switch resolution.origin {
        case .spec(let origin): return (resolution.text, entryMarks[origin]?[key] ?? place)
        case .builtIn: return (resolution.text, place)
        }
    }
}

extension Diagnostic.Message {
    /// A label text wider than its component leaves it (taller, stacked on a trailer).
    static func textTooWide(
        _ text: String, locale: String, size: Double, font: Font, stacked: Bool, component: ComponentSpec, room: Double
    ) -> Self {
        let fontText = "\(font.size.shortText) pt \(font.weight.rawValue)"
        let measured =
            stacked
            ? "is \(size.rounded(.up).shortText) pt tall, a character a line, at \(fontText)"
            : "is \(size.rounded(.up).shortText) pt at \(fontText)"
        return Self(
            rule: .textTooWide,
            "\(locale): '\(LongText.shortened(text))' \(measured); the \(component.type.rawValue) '\(component.id)' leaves "
                + "\(max(room, 0).rounded(.down).shortText) pt")
    }
}
