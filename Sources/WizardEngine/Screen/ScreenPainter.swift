/// Turns frames into the escape sequences that draw them: the one place that moves the
/// cursor. It knows lines and rows, nothing of flows or prompts.
///
/// A frame is drawn in rows reserved under the input line (`reserve(rows:)`, written
/// before the line is drawn, scrolls the screen once if needed); each repaint saves the
/// cursor, rewrites those rows in place and puts the cursor back, so the line being edited
/// never moves.
public enum ScreenPainter {
    /// Makes sure `rows` rows exist under the cursor's row, scrolling the screen if needed,
    /// and leaves the cursor at the start of its row.
    ///
    /// - Parameter rows: how many rows the frame will take.
    /// - Returns: the text to write.
    public static func reserve(rows: Int) -> String {
        guard rows > 0 else { return "\r" }
        return String(repeating: "\n", count: rows) + "\u{1B}[\(rows)A\r"
    }

    /// Draws `lines` in the rows starting `rowsDown` rows under the cursor's row, then puts
    /// the cursor back where it was.
    ///
    /// - Parameters:
    ///   - lines: the frame's lines, each narrower than the terminal.
    ///   - rowsDown: how far below the cursor's row the first line goes (1: the next row).
    /// - Returns: the text to write.
    public static func paint(_ lines: [String], rowsDown: Int) -> String {
        var out = "\u{1B}7"
        out += "\u{1B}[\(max(1, rowsDown))B\r"
        for (index, line) in lines.enumerated() {
            out += "\u{1B}[2K" + line
            if index < lines.count - 1 { out += "\u{1B}[1B\r" }
        }
        return out + "\u{1B}8"
    }

    /// Clears everything from the row `rowsUp` rows above the cursor's row to the end of
    /// the screen, leaving the cursor at the start of that row.
    ///
    /// - Parameter rowsUp: how many rows above the cursor's row the cleared part begins.
    /// - Returns: the text to write.
    public static func erase(fromRowsUp rowsUp: Int) -> String {
        "\r" + (rowsUp > 0 ? "\u{1B}[\(rowsUp)A" : "") + "\u{1B}[J"
    }

    /// How many rows `text` takes when written from the start of a row on a terminal
    /// `width` columns wide (each line at least one row; a final newline ends a line).
    public static func rows(of text: String, width: Int) -> Int {
        let width = max(1, width)
        var rows = 0
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        for line in lines {
            rows += max(1, (ScreenText.width(String(line)) + width - 1) / width)
        }
        return rows
    }
}
