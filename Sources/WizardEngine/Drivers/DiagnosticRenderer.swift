/// Turns diagnostics into the one-line text every part of `wizard` prints, escaped for the
/// terminal: `FILE:LINE:COL: SEVERITY: MESSAGE (at JSON-PATH); SUGGESTION`, for example
///
///     flow.json:4:7: error: unknown key 'promt' in step (at steps[0].promt); did you mean 'prompt'?
///
/// in the language of the messages given (`Diagnostic.description(in:)`): under German,
///
///     flow.json:4:7: error: unbekannter Schlüssel 'promt' im Schritt (bei steps[0].promt); meinten Sie 'prompt'?
public enum DiagnosticRenderer {
    /// The one-line text of `diagnostic`, escaped for the terminal.
    ///
    /// - Parameter diagnostic: the diagnostic to render.
    /// - Returns: the line in the format above in English, escaped (a newline inside it
    ///   shows as `\n`), with no trailing newline.
    public static func render(_ diagnostic: Diagnostic) -> String {
        render(diagnostic, messages: .english)
    }

    /// The one-line text of `diagnostic` in the language of `messages`, escaped for the terminal.
    ///
    /// - Parameters:
    ///   - diagnostic: the diagnostic to render.
    ///   - messages: the language to render it in.
    /// - Returns: the line in the format above, escaped, with no trailing newline.
    public static func render(_ diagnostic: Diagnostic, messages: Messages) -> String {
        TerminalText.escape(diagnostic.description(in: messages))
    }

    /// Every diagnostic on its own line, in the given order, each escaped.
    ///
    /// - Parameters:
    ///   - diagnostics: the diagnostics to render.
    ///   - messages: the language to render them in (English when not given).
    /// - Returns: the lines joined by newlines, with no trailing newline; empty for none.
    /// - Complexity: O(*n*) in the total length of the text.
    public static func render(_ diagnostics: [Diagnostic], messages: Messages = .english) -> String {
        diagnostics.map { render($0, messages: messages) }.joined(separator: "\n")
    }
}
