/// A driver that answers from a list of lines, in order, and records everything written:
/// for tests and for embedders that script a flow.
public struct ScriptedDriver: TerminalDriver {
    /// Lines still to be read, first first.
    public private(set) var remaining: ArraySlice<String>
    /// Everything written so far, input lines echoed after their prompt.
    public private(set) var transcript: String
    /// Whether the UI may use colour (`TerminalDriver`).
    public let usesColor = false
    /// Where the lines read by this driver come from, for `--explain` (`TerminalDriver`).
    public let inputSource = AnswerSource.piped

    /// Creates a driver that reads `lines` in order, then reports end of input.
    ///
    /// - Parameter lines: the input lines, without newlines, first first.
    public init(lines: [String]) {
        remaining = lines[...]
        transcript = ""
    }

    /// Appends UI text to `transcript` (`TerminalDriver`).
    ///
    /// - Parameter text: the text, recorded as is.
    public mutating func write(_ text: String) {
        transcript += text
    }

    /// Writes `linePrompt` and the next line (an empty echo for a secret) to `transcript`.
    ///
    /// - Parameters:
    ///   - linePrompt: the text before the input, recorded as is.
    ///   - prompt: the prompt as data; only its secrecy is used.
    /// - Returns: the next line, or `.endOfInput` when none is left. Never `.command` or
    ///   `.interrupted`.
    public mutating func readLine(_ linePrompt: String, for prompt: Prompt) -> DriverInput {
        transcript += linePrompt
        guard let line = remaining.popFirst() else {
            transcript += "\n"
            return .endOfInput
        }
        transcript += (prompt.isSecret ? "" : line) + "\n"
        return .line(line)
    }
}
