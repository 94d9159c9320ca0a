/// Measuring and wrapping text for a terminal of a given width: pure functions that know
/// the SGR colour sequences `PromptRenderer` adds (they take no room on the screen).
public enum ScreenText {
    /// How many columns `text` takes: one per character, two for wide East Asian and emoji
    /// characters, none for combining marks and SGR sequences.
    ///
    /// - Complexity: O(*n*).
    public static func width(_ text: String) -> Int {
        var columns = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if ("@"..."~").contains(scalar) && scalar != "[" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" {
                inEscape = true
                continue
            }
            columns += columnsOf(scalar)
        }
        return columns
    }

    /// Wraps one line of text at word boundaries so that no row is wider than `width`; a
    /// word longer than a row is cut. Colour sequences are kept and never split.
    ///
    /// - Parameters:
    ///   - line: text without line breaks.
    ///   - width: the terminal's width in columns (at least 1).
    ///   - indent: spaces that start every row after the first.
    /// - Returns: the rows, at least one.
    /// - Complexity: O(*n*).
    public static func wrap(_ line: String, width: Int, indent: Int = 0) -> [String] {
        let width = max(1, width)
        let indent = min(indent, width / 2)
        guard Self.width(line) > width else { return [line] }
        var rows: [String] = []
        var row = ""
        var rowWidth = 0
        func breakRow() {
            while row.hasSuffix(" ") { row.removeLast() }
            rows.append(row)
            row = String(repeating: " ", count: indent)
            rowWidth = indent
        }
        for word in words(of: line) {
            let wordWidth = Self.width(word)
            // The spaces after a word may hang past the edge: a row break swallows them.
            var trimmed = Substring(word)
            while trimmed.last == " " { trimmed.removeLast() }
            let inkWidth = Self.width(String(trimmed))
            if rowWidth + inkWidth > width && rowWidth > indent {
                breakRow()
                if word.allSatisfy({ $0 == " " }) { continue }
            }
            if rowWidth + wordWidth <= width {
                row += word
                rowWidth += wordWidth
                continue
            }
            if rowWidth + inkWidth <= width {
                // The spaces after it hang past the edge: the next word starts the next row,
                // never glued to this one.
                row += trimmed
                rowWidth = width
                continue
            }
            // A word wider than a whole row: cut it character by character.
            for character in word {
                let w = Self.width(String(character))
                if rowWidth + w > width && rowWidth > indent { breakRow() }
                row.append(character)
                rowWidth += w
            }
        }
        if !row.isEmpty && !(rows.count > 0 && row.allSatisfy({ $0 == " " })) { rows.append(row) }
        return rows
    }

    /// Wraps every line of `text` (lines end with a newline) to `width`; the rows a line
    /// indented by spaces goes on to are indented two spaces more.
    ///
    /// - Returns: the text with extra line breaks; a final newline is kept.
    public static func wrapLines(_ text: String, width: Int) -> String {
        var out: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // A row that goes on is indented under its line's text, two more for a list item.
            let leading = line.prefix { $0 == " " }.count
            out += wrap(String(line), width: width, indent: leading > 0 ? leading + 2 : 0)
        }
        return out.joined(separator: "\n")
    }

    /// Cuts `text` to at most `width` columns, ending in `…` when cut; colour sequences
    /// before the cut are kept and a reset is added after a cut coloured text.
    public static func truncate(_ text: String, width: Int) -> String {
        guard Self.width(text) > width else { return text }
        var out = ""
        var columns = 0
        var inEscape = false
        var sawEscape = false
        for scalar in text.unicodeScalars {
            if inEscape || scalar == "\u{1B}" {
                if scalar == "\u{1B}" { inEscape = true } else if ("@"..."~").contains(scalar) && scalar != "[" { inEscape = false }
                out.unicodeScalars.append(scalar)
                sawEscape = true
                continue
            }
            let w = columnsOf(scalar)
            if columns + w > width - 1 { break }
            out.unicodeScalars.append(scalar)
            columns += w
        }
        return out + "…" + (sawEscape ? "\u{1B}[0m" : "")
    }

    /// Words with the spaces after them, so joining them gives the line back.
    private static func words(of line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inSpaces = false
        for character in line {
            if character == " " {
                inSpaces = true
            } else if inSpaces {
                words.append(word)
                word = ""
                inSpaces = false
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    private static func columnsOf(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        if v < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1FAFF).contains(v) || (0x20000...0x3FFFD).contains(v)
        {
            return 2
        }
        return 1
    }
}
