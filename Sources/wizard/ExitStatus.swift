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

/// A usage error: one line plus a hint, exit 2.
struct UsageError: Error {
    /// The sentence, as data: a catalogue key and its arguments (or a fixed English text).
    var key: MessageKey?
    var arguments: [String: String] = [:]
    var message: String = ""
    /// A close word the user may have meant, said after the sentence.
    var suggestion: String?
    /// The command whose help the hint names (`wizard help run`); nil for `wizard --help`.
    var helpCommand: String?
    var hint: String?

    init(message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    init(_ key: MessageKey, _ arguments: [String: String] = [:], suggestion: String? = nil, helpCommand: String? = nil) {
        self.key = key
        self.arguments = arguments
        self.suggestion = suggestion
        self.helpCommand = helpCommand
    }

    /// The sentence in the language of `messages`, with its "did you mean".
    func sentence(_ messages: Messages) -> String {
        var text = key.map { messages.text($0, arguments) } ?? message
        if let suggestion { text += messages.text(.usageDidYouMean, ["suggestion": suggestion]) }
        return text
    }

    /// Where to read more: `see 'wizard help run'`.
    func hintSentence(_ messages: Messages) -> String {
        if let hint { return hint }
        let command = helpCommand.map { "wizard help \($0)" } ?? "wizard --help"
        return messages.text(.usageSeeHelp, ["command": command])
    }
}
