/// Makes untrusted text (from a flow file, an answer or a file name) safe to print on a
/// terminal: control characters, C1 codes and bidirectional overrides become visible
/// escapes (`\\e`, `\\x07`, `\\u{202E}`), so a flow cannot send escape sequences.
public enum TerminalText {
    /// Escapes every control character; with `keepingNewlines`, line breaks stay (for
    /// multi-line messages) and each line is escaped on its own.
    ///
    /// - Parameters:
    ///   - text: untrusted text.
    ///   - keepingNewlines: keep `\\n` as a real line break.
    /// - Returns: printable text; escaping twice gives the same result as once.
    /// - Complexity: O(length of `text`).
    public static func escape(_ text: String, keepingNewlines: Bool = false) -> String {
        guard keepingNewlines else { return escapeForTerminal(text) }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { escapeForTerminal(String($0)) }.joined(separator: "\n")
    }
}
