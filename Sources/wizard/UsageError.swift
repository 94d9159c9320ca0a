import WizardEngine

/// A usage error: one line plus a hint, exit 2.
struct UsageError: Error {
    /// The sentence, as data: a catalogue key and its arguments.
    var key: MessageKey
    var arguments: [String: String] = [:]
    /// A close word the user may have meant, said after the sentence.
    var suggestion: String?
    /// The command whose help the hint names (`wizard help run`); nil for `wizard --help`.
    var helpCommand: String?

    init(_ key: MessageKey, _ arguments: [String: String] = [:], suggestion: String? = nil, helpCommand: String? = nil) {
        self.key = key
        self.arguments = arguments
        self.suggestion = suggestion
        self.helpCommand = helpCommand
    }

    /// The sentence in the language of `messages`, with its "did you mean".
    func sentence(_ messages: Messages) -> String {
        var text = messages.text(key, arguments)
        if let suggestion { text += messages.text(.usageDidYouMean, ["suggestion": suggestion]) }
        return text
    }

    /// Where to read more: `see 'wizard help run'`.
    func hintSentence(_ messages: Messages) -> String {
        let command = helpCommand.map { "wizard help \($0)" } ?? "wizard --help"
        return messages.text(.usageSeeHelp, ["command": command])
    }
}
