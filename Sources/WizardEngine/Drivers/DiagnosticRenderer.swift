/// Turns diagnostics into the one-line text every part of `wizard` prints, escaped for the
/// terminal: `FILE:LINE:COL: SEVERITY: MESSAGE (at JSON-PATH); SUGGESTION`, for example
///
///     flow.json:4:7: error: unknown key 'promt' in step (at steps[0].promt); did you mean 'prompt'?
public enum DiagnosticRenderer {
    /// The one-line text of `diagnostic`, escaped for the terminal.
    public static func render(_ diagnostic: Diagnostic) -> String {
        TerminalText.escape(diagnostic.description)
    }

    /// Every diagnostic on its own line, in the given order, each escaped; no trailing newline.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }
}
