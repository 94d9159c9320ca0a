/// What a user (or a script) can do at a prompt.
public enum Command: Equatable, Sendable {
    /// An answer, as typed (after un-doubling a leading `::`).
    case answer(String)
    /// `:back`: pop the current entry.
    case back
    /// `:back ID`: pop to the most recent entry of a step id or answer path.
    case backTo(String)
    /// `:root`: pop to the first input step of the current modal context.
    case root
    /// `:dismiss`: close the current sheet, discarding its answers.
    case dismiss
    /// `:help`: show the step's help and the commands.
    case help
    /// `:quit` (or `:q`): stop; the session is saved.
    case quit

    /// Reads one input line as a command or an answer (docs/keystrokes.md): `::x` is the
    /// answer `:x`, and other lines starting with `:` must name a command with its words.
    ///
    /// - Parameter line: one input line, without its line terminator.
    /// - Returns: the command, or nil when the line starts with `:` but names no command
    ///   (the caller reports it and asks again).
    /// - Complexity: O(*n*) in the length of `line`.
    public static func parse(_ line: String) -> Command? {
        guard line.utf8.first == UInt8(ascii: ":") else { return .answer(line) }
        if line.hasPrefix("::") { return .answer(String(line.dropFirst())) }
        let body = line.dropFirst()
        let words = body.split(separator: " ", omittingEmptySubsequences: true)
        guard let name = words.first else { return nil }
        switch (name, words.count) {
        case ("back", 1): return .back
        case ("back", 2): return .backTo(String(words[1]))
        case ("root", 1): return .root
        case ("dismiss", 1): return .dismiss
        case ("help", 1): return .help
        case ("quit", 1), ("q", 1): return .quit
        default: return nil
        }
    }
}
