/// Long text (a `text` step with `multiline`) read a line at a time (docs/keystrokes.md).
extension TerminalDriver {
    /// Reads lines up to one holding only `.`, and gives them as one answer joined by `\n`.
    ///
    /// A `.` first is empty input (the default). A first line that is a typed command
    /// (`:back`, not `::x`) is returned alone, so commands work as at any prompt; later lines
    /// are text. Once the text is longer than 64 KiB, the rest up to the `.` is passed over
    /// with `skipLongText(for:)`, neither kept nor shown, so the answer is refused as too
    /// long without holding or echoing unbounded input.
    ///
    /// - Parameters:
    ///   - linePrompt: the text before the first line; later lines get `… `.
    ///   - prompt: the prompt as data.
    /// - Returns: `.line` with the text; `.command`, `.interrupted` or `.endOfInput` as
    ///   `readLine` gives them (input that ends before the `.` is the end of input).
    /// - Complexity: O(*n*) in the bytes read.
    public mutating func readLongText(_ linePrompt: String, for prompt: Prompt) -> DriverInput {
        var lines: [String] = []
        var kept = 0
        var shown = linePrompt
        while true {
            let input = readLine(shown, for: prompt)
            // A line that is not UTF-8 after the first is refused alone and the text goes on
            // (the first comes back to the runner, which refuses it).
            if input == .notUTF8 && !lines.isEmpty {
                write(PromptRenderer(usesColor: usesColor).inputNotUTF8())
                continue
            }
            guard case .line(let line) = input else { return input }
            if line == "." { return .line(lines.joined(separator: "\n")) }
            if lines.isEmpty && line.hasPrefix(":") && !line.hasPrefix("::") { return input }
            shown = Self.continuationPrompt
            kept += line.utf8.count + 1
            lines.append(line)
            // The text joined is `kept - 1` bytes: over the limit, it can only be refused.
            if kept > Engine.maximumInputBytes + 1 {
                if let end = skipLongText(for: prompt) { return end }
                return .line(lines.joined(separator: "\n"))
            }
        }
    }

    /// Reads past the rest of a long text up to its `.` line, showing nothing: nil once
    /// the `.` was read, else how input stopped (`.endOfInput`, `.interrupted`). Lines
    /// that are not UTF-8 are passed over like any other.
    public mutating func skipLongText(for prompt: Prompt) -> DriverInput? {
        while true {
            let input = readLine(Self.continuationPrompt, for: prompt)
            if input == .notUTF8 { continue }
            guard case .line(let line) = input else { return input }
            if line == "." { return nil }
        }
    }

    /// What starts every line of a long text after the first.
    public static var continuationPrompt: String { "… " }
}
