import Foundation
import RefreshCore

extension LastUpdatedSettings {
    /// The label text for a last update `date` seen at wall time `now` in `timeZone` (SPEC.md §8):
    /// `lastTime` + `today` + ` HH:mm` when today, `lastTime` + `MM-dd HH:mm` in the same year,
    /// `lastTime` + `yyyy-MM-dd HH:mm` otherwise (``format`` instead, when given), or
    /// `lastTime` + `noRecord` when never updated (``noRecordText`` instead, when given).
    func text(for date: Date?, now: Date, timeZone: TimeZone, texts: LabelTexts) -> String {
        guard let date else { return noRecordText ?? texts.lastTime + texts.noRecord }
        let shown = LastUpdatedDate(date, now: now, timeZone: timeZone, today: today)
        let todayWord = shown.isToday ? texts.today : ""
        guard let format else { return texts.lastTime + todayWord + shown.date + " " + shown.time }
        return
            format
            .replacingOccurrences(of: "{time}", with: shown.time)
            .replacingOccurrences(of: "{date}", with: shown.date)
            .replacingOccurrences(of: "{today}", with: todayWord)
    }

    /// The label's date seen at `now` in `timeZone`, or nil when never updated.
    func shown(_ date: Date?, now: Date, timeZone: TimeZone) -> LastUpdatedDate? {
        date.map { LastUpdatedDate($0, now: now, timeZone: timeZone, today: today) }
    }
}
