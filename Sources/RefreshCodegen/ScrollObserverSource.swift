/// The Swift type a spec's scroll observers become: the seed's scroll-block listener as a value
/// that needs nothing but numbers (DESIGN.md, "Scroll observer"). The app feeds it from its
/// scroll view delegate; the type is the same for every observer, so it is written once.
enum ScrollObserverSource {
    /// The type's lines, at the generated type's member indentation.
    static func lines(access: String) -> [String] {
        """
          /// The seed's scroll listener: while the finger is down it reports whether the content
          /// moves up or down, ignoring the bounces at the top and bottom edges. Call
          /// `offsetDidChange` from `scrollViewDidScroll(_:)` and `dragDidEnd` from
          /// `scrollViewDidEndDragging(_:willDecelerate:)`.
          \(access)struct ScrollObserver: Sendable {
            /// Which way the content moves.
            \(access)enum Direction: Sendable {
              /// The offset grows: the finger moves up.
              case up
              /// The offset shrinks: the finger moves down.
              case down
            }

            /// One report: the direction, the offset y it was made at, and whether the content fits
            /// in one screen (top inset + content height <= viewport height).
            \(access)struct Event: Sendable, Equatable {
              /// Which way the content moved.
              \(access)let direction: Direction
              /// The vertical content offset of the report.
              \(access)let offset: Double
              /// Whether the content fits in one screen.
              \(access)let inOneScreen: Bool
            }

            /// The offset of the last report, or the resting top offset.
            private var last: Double

            /// An observer of a scroll view whose top content inset is `topInset`.
            \(access)init(topInset: Double) {
              last = -topInset
            }

            /// Reports an offset change while dragging; nil when it is no report (not dragging, no
            /// move, or a bounce past the top or the bottom).
            \(access)mutating func offsetDidChange(
              to offset: Double, isDragging: Bool, topInset: Double, contentHeight: Double,
              viewportHeight: Double
            ) -> Event? {
              guard isDragging, offset != last else { return nil }
              let direction: Direction = offset > last ? .up : .down
              if direction == .up, offset + viewportHeight > contentHeight { return nil }
              if direction == .down, offset <= -topInset { return nil }
              last = offset
              let inOneScreen = topInset + contentHeight <= viewportHeight
              return Event(direction: direction, offset: offset, inOneScreen: inOneScreen)
            }

            /// The finger left the screen: when the content fits in one screen or the offset is above
            /// the top, the next report is measured from the resting top offset again.
            \(access)mutating func dragDidEnd(
              at offset: Double, topInset: Double, contentHeight: Double, viewportHeight: Double
            ) {
              if topInset + contentHeight <= viewportHeight || offset < -topInset {
                last = -topInset
              }
            }
          }
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
