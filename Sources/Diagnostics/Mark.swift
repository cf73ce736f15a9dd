/// A position in a source file: 1-based line and 1-based column.
///
/// Columns count Unicode scalars, as libyaml does, so a mark points at the same character
/// whatever the width of the characters before it on the line.
public struct Mark: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    /// The 1-based column, in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Line and column are stored in 32 bits each, which halves the size of every mark in a
    /// node tree; inputs are limited far below 2³¹ lines or columns (YAML's `Limits.maxBytes`).
    private var storedLine: Int32
    private var storedColumn: Int32

    /// Creates a mark from 1-based line and column numbers.
    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The first character of a file.
    public static let start = Mark(line: 1, column: 1)

    /// `line:column`, as printed in diagnostics.
    public var description: String { "\(line):\(column)" }

    /// Orders marks by line, then column.
    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}
