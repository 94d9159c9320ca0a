import WizardEngine

/// The exit statuses (docs/cli.md, "Exit status").
enum ExitStatus: Int32 {
    /// The flow completed (or the command succeeded).
    case success = 0
    /// The flow cannot be found, loaded or checked.
    case flowError = 1
    /// A usage error: unknown option, missing argument, `--set` without `=`.
    case usage = 2
    /// An answers error: missing or invalid non-interactive answer, piped input ended...
    case answers = 3
    /// SIGHUP (128 + 1).
    case hangup = 129
    /// Interrupted or quit (128 + SIGINT).
    case interrupted = 130
    /// SIGQUIT, Ctrl-\\ at a terminal (128 + 3).
    case quitSignal = 131
    /// SIGTERM (128 + 15).
    case terminated = 143

    /// The status for a run ended by a signal: 128 + the signal number.
    static func forSignal(_ signal: Int32) -> ExitStatus {
        switch signal {
        case 1: .hangup
        case 3: .quitSignal
        case 15: .terminated
        default: .interrupted
        }
    }
}
