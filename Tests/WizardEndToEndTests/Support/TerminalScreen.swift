/// A small model of a terminal's screen: feed it what a program wrote and read back the
/// rows as a person would see them. It knows what `wizard` and readline write: printable
/// text (wide characters take two cells), CR, LF, BS, cursor moves (`CSI A B C D G H`),
/// erasing (`CSI K`, `CSI J`), save and restore (`ESC 7`, `ESC 8`), autowrap at the last
/// column, and scrolling; colours and modes are read and ignored.
struct TerminalScreen {
    let columns: Int
    let rows: Int
    private(set) var cells: [[Character]]
    private var row = 0
    private var column = 0
    private var pendingWrap = false
    private var saved = (row: 0, column: 0)

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// The screen's rows, trailing spaces removed.
    var lines: [String] {
        cells.map { line in
            var text = String(line.filter { $0 != "\u{0}" })
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// The rows with text, joined by newlines (blank rows at the end left out).
    var text: String {
        var shown = lines
        while shown.last == "" { shown.removeLast() }
        return shown.joined(separator: "\n")
    }

    /// Feeds everything a program wrote.
    mutating func feed(_ output: String) {
        var scalars = Array(output.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\u{1B}":
                escape(&scalars)
            case "\r":
                column = 0
                pendingWrap = false
            case "\n":
                lineFeed()
            case "\u{08}":
                if column > 0 { column -= 1 }
                pendingWrap = false
            case "\u{07}":
                break
            default:
                if scalar.value < 0x20 { continue }
                put(Character(scalar))
            }
        }
    }

    private mutating func put(_ character: Character) {
        let scalar = character.unicodeScalars.first?.value ?? 0
        if (0x300..<0x370).contains(scalar) { return }
        let wide =
            (0x1100...0x115F).contains(scalar) || (0x2E80...0xA4CF).contains(scalar) || (0xAC00...0xD7A3).contains(scalar)
            || (0xFF00...0xFF60).contains(scalar) || (0x1F300...0x1FAFF).contains(scalar)
        if pendingWrap {
            column = 0
            lineFeed()
        }
        cells[row][column] = character
        if wide && column + 1 < columns { cells[row][column + 1] = "\u{0}" }
        let next = column + (wide ? 2 : 1)
        if next >= columns {
            column = columns - 1
            pendingWrap = true
        } else {
            column = next
        }
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if row == rows - 1 {
            cells.removeFirst()
            cells.append(Array(repeating: " ", count: columns))
        } else {
            row += 1
        }
    }

    private mutating func escape(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        guard let kind = scalars.popFirst() else { return }
        switch kind {
        case "7": saved = (row, column)
        case "8":
            (row, column) = saved
            pendingWrap = false
        case "[":
            var parameters = ""
            while let next = scalars.popFirst() {
                if ("@"..."~").contains(next) {
                    control(next, parameters)
                    return
                }
                parameters.unicodeScalars.append(next)
            }
        default:
            break
        }
    }

    private mutating func control(_ final: Unicode.Scalar, _ parameters: String) {
        if parameters.hasPrefix("?") { return }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let n = max(1, numbers.first ?? 1)
        pendingWrap = false
        switch final {
        case "A": row = max(0, row - n)
        case "B": row = min(rows - 1, row + n)
        case "C": column = min(columns - 1, column + n)
        case "D": column = max(0, column - n)
        case "G": column = min(columns - 1, n - 1)
        case "H":
            row = min(rows - 1, max(1, numbers.first ?? 1) - 1)
            column = min(columns - 1, max(1, numbers.count > 1 ? numbers[1] : 1) - 1)
        case "K":
            let mode = numbers.first ?? 0
            let range = mode == 0 ? column..<columns : mode == 1 ? 0..<(column + 1) : 0..<columns
            for c in range { cells[row][c] = " " }
        case "J":
            let mode = numbers.first ?? 0
            if mode == 0 {
                for c in column..<columns { cells[row][c] = " " }
                for r in (row + 1)..<rows { cells[r] = Array(repeating: " ", count: columns) }
            } else if mode == 2 {
                cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
            }
        default:
            break
        }
    }
}
