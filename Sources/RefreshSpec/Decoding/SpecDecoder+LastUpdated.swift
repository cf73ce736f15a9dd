import Diagnostics
import Foundation
import RefreshCore
import YAML

extension SpecDecoder {
    /// `lastUpdated`, for the types and styles that have the label, with where its `at` and
    /// `format` are written put in `marks`; nil for the others.
    mutating func decodeLastUpdated(
        _ fields: Fields, id: String?, style: ComponentStyle?, colors: [String: Color],
        marks: inout ComponentSpec.LastUpdatedMarks
    ) -> LastUpdatedSettings? {
        guard KeyTable.component[ComponentKey.lastUpdated].applies(to: fields.componentType, style: style) else { return nil }
        let label = nested(ComponentKey.lastUpdated, .lastUpdated, in: fields)
        let atNode = label[LastUpdatedKey.at]
        let at = atNode.flatMap { timestamp($0) }
        let formatNode = label[LastUpdatedKey.format]
        let format = formatNode.flatMap { string($0) }
        if let format, let formatNode { checkPlaceholders(of: format, at: formatNode.mark) }
        let noRecordNode = label[LastUpdatedKey.noRecordText]
        let noRecordText = noRecordNode.flatMap { string($0) }
        guard let hidden = bool(LastUpdatedKey.hidden, in: label), let key = string(LastUpdatedKey.key, in: label) ?? id,
            let today = choice(LastUpdatedKey.today, in: label, as: TodayRule.self)
        else { return nil }
        var settings = LastUpdatedSettings()
        settings.hidden = hidden
        settings.key = key
        settings.at = at.map { Date(timeIntervalSince1970: $0.secondsSince1970) }
        settings.today = today
        settings.format = format
        settings.noRecordText = noRecordText
        if label.has(LastUpdatedKey.font) { settings.font = decodeFont(nested(LastUpdatedKey.font, .font, in: label)) }
        settings.textColor = label[LastUpdatedKey.textColor].flatMap { color($0, named: colors) }
        marks.at = atNode?.mark
        marks.format = format == nil ? nil : formatNode?.mark
        marks.noRecordText = noRecordText == nil ? nil : noRecordNode?.mark
        return settings
    }

    /// Every `{…}` of a format written at `mark` must be one of
    /// ``LastUpdatedSettings/formatPlaceholders``.
    private mutating func checkPlaceholders(of format: String, at mark: Mark) {
        var rest = Substring(format)
        while let open = rest.firstIndex(of: "{") {
            let close = rest[open...].firstIndex(of: "}")
            let placeholder = close.map { String(rest[open...$0]) } ?? String(rest[open...])
            if !LastUpdatedSettings.formatPlaceholders.contains(placeholder) {
                report(.unknownPlaceholder(placeholder), at: mark)
                return
            }
            rest = rest[rest.index(after: close ?? open)...]
        }
    }
}

extension Diagnostic.Message {
    /// A `{…}` in `lastUpdated.format` that is not a placeholder.
    static func unknownPlaceholder(_ placeholder: String) -> Self {
        Self(
            rule: .unknownPlaceholder,
            "'\(placeholder)' is not a placeholder of lastUpdated.format; use {time}, {date} or {today}")
    }
}
