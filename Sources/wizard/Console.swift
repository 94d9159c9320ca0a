import WizardEngine

/// Standard output and standard error; message lines are `wizard: error|warning|note: ...`.
///
/// Everything written to standard error is escaped here, once, so callers pass raw text. Standard
/// output is written as given: each command escapes its own human-readable output.
enum Console {
    /// Why a write to standard output failed first, if one did (`wizard` is
    /// single-threaded; `main` turns it into an error and exit status 1).
    nonisolated(unsafe) static var outputFailure: MessageText?

    static func out(_ text: String) {
        guard outputFailure == nil else { return }
        outputFailure = FileDescriptorIO.writeReportingFailure(text, to: 1)
    }
    /// Writes text of several lines, each escaped on its own.
    static func err(_ text: String) { FileDescriptorIO.write(TerminalText.escape(text, keepingNewlines: true), to: 2) }
    /// Writes one line, escaped whole (a line break inside shows as `\n`), then a line break.
    static func line(_ text: String) { FileDescriptorIO.write(TerminalText.escape(text) + "\n", to: 2) }
    static func error(_ message: String) { line("wizard: error: " + message) }
    static func warning(_ message: String) { line("wizard: warning: " + message) }
    static func note(_ message: String) { line("wizard: note: " + message) }
}
