/// A position in a source file: 1-based line and 1-based column.
///
/// Columns count Unicode scalars, as libyaml does, so a mark points at the same character
/// whatever the width of the characters before it on the line.
public struct Mark: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a mark from 1-based line and column numbers.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first character of a file.
    public static let start = Mark(line: 1, column: 1)

    /// `line:column`, as printed in diagnostics.
    public var description: String { "\(line):\(column)" }

    /// Orders marks by line, then column.
    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
