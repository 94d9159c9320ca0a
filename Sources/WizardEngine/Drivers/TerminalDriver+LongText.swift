/// Long text (a `text` step with `multiline`) read a line at a time (docs/keystrokes.md).
extension TerminalDriver {
    /// Reads lines up to one holding only `.`, and gives them as one answer joined by `\n`.
    ///
    /// A `.` first is empty input (the default). A first line that is a typed command
    /// (`:back`, not `::x`) is returned alone, so commands work as at any prompt; later lines
    /// are text. Past 64 KiB the lines are read up to the `.` but no longer kept, so the
    /// answer is refused as too long without holding unbounded input.
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
            if kept <= Engine.maximumInputBytes {
                kept += line.utf8.count + 1
                lines.append(line)
            }
        }
    }

    /// What starts every line of a long text after the first.
    public static var continuationPrompt: String { "… " }
}
