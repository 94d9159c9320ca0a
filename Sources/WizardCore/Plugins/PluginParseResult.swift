/// What a plugin step type makes of an input line.
public enum PluginParseResult: Sendable, Equatable {
    /// The input is valid; the value is recorded as the answer (and printed in the output).
    case accepted(AnswerValue)
    /// The input is refused; the reason is told to the user in one line and the step is
    /// asked again. It must not include a secret.
    case refused(String)
}
