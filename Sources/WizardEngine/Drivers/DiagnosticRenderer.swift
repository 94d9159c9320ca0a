/// Turns diagnostics into the one-line text every part of `wizard` prints.
///
/// The format is `FILE:LINE:COL: SEVERITY: MESSAGE (at JSON-PATH); SUGGESTION`, the
/// parenthesis only with a JSON path and the suggestion only when there is one:
///
///     flow.json:4:7: error: unknown key 'promt' in step (at steps[0].promt); did you mean 'prompt'?
///     flow.json:1:1: error: expected a JSON value but found end of input
///
/// A diagnostic holds the file's text as it is (`Diagnostic.description` is the same line,
/// unescaped); the rendered line is escaped for the terminal, so nothing from a file (or
/// its name) can carry control characters to the screen.
public enum DiagnosticRenderer {
    /// The one-line text of `diagnostic`, escaped for the terminal.
    public static func render(_ diagnostic: Diagnostic) -> String {
        TerminalText.escape(diagnostic.description)
    }

    /// Every diagnostic on its own line, in the given order, each escaped.
    ///
    /// - Returns: the lines joined by newlines, with no trailing newline; empty for none.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }
}
