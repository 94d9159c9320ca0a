/// Turns diagnostics into the one-line text every part of `wizard` prints.
///
/// The format is `FILE:LINE:COL: SEVERITY: MESSAGE (at JSON-PATH); SUGGESTION`, the
/// parenthesis only with a JSON path and the suggestion only when there is one:
///
///     flow.json:4:7: error: unknown key 'promt' in step (at steps[0].promt); did you mean 'prompt'?
///     flow.json:1:1: error: expected a JSON value but found end of input
///
/// The whole line is escaped for the terminal, so nothing from a file (or its name) can
/// carry control characters to the screen.
public enum DiagnosticRenderer {
    /// The one-line text of `diagnostic`.
    ///
    /// - Parameter diagnostic: the diagnostic to render.
    /// - Returns: the line in the format above, escaped, with no trailing newline (an
    ///   empty JSON path gets no parenthesis).
    public static func render(_ diagnostic: Diagnostic) -> String {
        var line = "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message)"
        if let path = diagnostic.jsonPath, !path.isEmpty {
            line += " (at \(path))"
        }
        if let suggestion = diagnostic.suggestion {
            line += "; \(suggestion)"
        }
        return escapeForTerminal(line)
    }

    /// Every diagnostic on its own line, in the given order.
    ///
    /// - Parameter diagnostics: the diagnostics to render.
    /// - Returns: the lines joined by newlines, with no trailing newline; empty for none.
    /// - Complexity: O(*n*) in the total length of the text.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }
}
