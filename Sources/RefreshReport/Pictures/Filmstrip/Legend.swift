import RefreshCore

/// The key to the filmstrip's colours: a swatch for every refresh state, then how a hidden
/// component, the inset, the safe area (for a spec with one), the region past the content, the
/// finger and a failed `expect` look.
/// Entries flow left to right and wrap to the picture's width.
struct Legend {
    /// One entry: its swatch and words.
    private enum Swatch {
        case state(RefreshState)
        case hidden, inset, safeArea, pastContent, finger, failed
    }

    /// The entries, the safe area's only for a spec with one.
    private var entries: [(Swatch, String)] {
        RefreshState.allCases.map { (.state($0), $0.rawValue) } + [(.hidden, "hidden (outline)"), (.inset, "inset")]
            + (safeArea ? [(.safeArea, "safe area (bars, status area, home indicator)")] : []) + [
                (.pastContent, "past the content"), (.finger, "finger, drag vector"), (.failed, "failed expect"),
            ]
    }
    private static let font = Font(size: 11, weight: .regular)
    private static let rowHeight = 18.0
    /// Swatch side and the space after it, pixels.
    private static let swatch = 12.0
    private static let spacing = 16.0

    /// Where the legend's rows start, and how wide they may grow.
    var frame: Rect
    /// The document's inset hatch pattern.
    var hatchID: String
    /// Whether the spec has a safe area, which then gets an entry.
    var safeArea = false

    /// The height of the rows the entries need, pixels.
    var height: Double { Double(placed.map(\.row).max().map { $0 + 1 } ?? 0) * Self.rowHeight }

    /// Each entry's row and x offset.
    private var placed: [(entry: (Swatch, String), row: Int, x: Double)] {
        var result: [(entry: (Swatch, String), row: Int, x: Double)] = []
        var row = 0
        var x = 0.0
        for entry in entries {
            let width = Self.swatch + 4 + Self.font.width(of: entry.1)
            if x > 0, x + width > frame.width {
                row += 1
                x = 0
            }
            result.append((entry, row, x))
            x += width + Self.spacing
        }
        return result
    }

    var svg: String {
        var svg = "<g class=\"legend\" font-size=\"11\">\n"
        for (entry, row, x) in placed {
            let top = frame.y + Double(row) * Self.rowHeight
            let box = Rect(x: frame.x + x, y: top, width: Self.swatch, height: Self.swatch)
            svg += swatch(entry.0, in: box)
            svg += SVGMarkup.text(entry.1, at: Point(x: box.x + Self.swatch + 4, y: top + 10), "fill=\"#1C1C1E\"")
        }
        return svg + "</g>\n"
    }

    private func swatch(_ kind: Swatch, in box: Rect) -> String {
        switch kind {
        case .state(let state):
            let color = StateColors.color(state)
            return SVGMarkup.rect(box, "fill=\"\(color)\" fill-opacity=\"0.35\" stroke=\"\(color)\" stroke-width=\"2\"")
        case .hidden: return SVGMarkup.rect(box, "fill=\"none\" stroke=\"#8A8F98\" stroke-dasharray=\"4 3\"")
        case .inset: return SVGMarkup.rect(box, "fill=\"url(#\(hatchID))\" stroke=\"#9AA3B2\"")
        case .safeArea: return SVGMarkup.rect(box, SafeAreaDrawing.fill)
        case .pastContent: return SVGMarkup.rect(box, "fill=\"#C9CED6\"")
        case .finger: return SVGMarkup.circle(box.center, radius: 6, "fill=\"#FF3B30\" fill-opacity=\"0.55\" stroke=\"#FF3B30\"")
        case .failed: return SVGMarkup.rect(box, "fill=\"none\" stroke=\"#D70015\" stroke-width=\"3\"")
        }
    }
}
