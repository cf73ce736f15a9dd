import Foundation

extension Header {
    /// Settings of the header's last-updated label.
    public struct LastUpdated: Sendable, Hashable {
        /// Whether the label is hidden (the state label then takes the full height).
        public var hidden: Bool
        /// The last update before the simulation started, if any.
        public var at: Date?
        /// The time zone the label's date is shown in.
        public var timeZone: TimeZone

        /// Creates the settings; by default visible, never updated, UTC.
        public init(hidden: Bool = false, at: Date? = nil, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current) {
            self.hidden = hidden
            self.at = at
            self.timeZone = timeZone
        }

        /// The label text for a last update `date` seen at wall time `now` (SPEC.md §8):
        /// `lastTime` + `today HH:mm` on the same calendar day, `MM-dd HH:mm` in the same year,
        /// `yyyy-MM-dd HH:mm` otherwise, or `lastTime` + `noRecord` when never updated.
        func text(for date: Date?, now: Date, texts: LabelTexts) -> String {
            guard let date else { return texts.lastTime + texts.noRecord }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let units: Set<Calendar.Component> = [.year, .month, .day, .hour, .minute]
            let then = calendar.dateComponents(units, from: date)
            let current = calendar.dateComponents(units, from: now)
            let time = Self.pad(then.hour) + ":" + Self.pad(then.minute)
            let day = Self.pad(then.month) + "-" + Self.pad(then.day)
            if then.year == current.year, then.month == current.month, then.day == current.day {
                return texts.lastTime + texts.today + " " + time
            }
            if then.year == current.year {
                return texts.lastTime + day + " " + time
            }
            return texts.lastTime + String(then.year ?? 0) + "-" + day + " " + time
        }

        private static func pad(_ value: Int?) -> String {
            let number = value ?? 0
            return number < 10 ? "0\(number)" : String(number)
        }
    }
}
