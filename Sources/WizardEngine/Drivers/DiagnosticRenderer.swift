/// Turns diagnostics into the one-line text every part of `wizard` prints, escaped for the
/// terminal: `FILE:LINE:COL: SEVERITY: MESSAGE (at JSON-PATH); SUGGESTION`, for example
///
///     flow.json:4:7: error: unknown key 'promt' in step (at steps[0].promt); did you mean 'prompt'?
public enum DiagnosticRenderer {
    /// The one-line text of `diagnostic`, escaped for the terminal.
    ///
    /// - Parameter diagnostic: the diagnostic to render.
    /// - Returns: the line in the format above, escaped (a newline inside it shows as
    ///   `\n`), with no trailing newline.
    public static func render(_ diagnostic: Diagnostic) -> String {
        TerminalText.escape(diagnostic.description)
    }

    /// Every diagnostic on its own line, in the given order, each escaped.
    ///
    /// - Parameter diagnostics: the diagnostics to render.
    /// - Returns: the lines joined by newlines, with no trailing newline; empty for none.
    /// - Complexity: O(*n*) in the total length of the text.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }
}
