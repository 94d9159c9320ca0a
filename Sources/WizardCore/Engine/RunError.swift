/// Why a run cannot go on.
public enum RunError: Error, Equatable, Sendable {
    /// Non-interactive: a step has no answer from any source.
    case missingAnswer(path: String, type: String)
    /// Non-interactive: an answer from a source is invalid.
    case invalidProvidedAnswer(path: String, source: AnswerSource, reason: String)
    /// More than the allowed number of entries were pushed, or the flow moved through
    /// too many steps without asking (a runaway loop).
    case runawayLoop(limit: Int)
    /// The answer paths and answers recorded in this run passed `limit` bytes (a loop
    /// that records large answers again and again).
    case recordedTooMuch(limit: Int)
    /// The prompts and messages shown in this run passed `limit` bytes (a loop that shows
    /// a long text again and again); the host that prints them counts.
    case printedTooMuch(limit: Int)
    /// The functions of the `when` conditions evaluated between two questions scanned and
    /// built more than `limit` bytes (a loop skipping a step whose condition is costly).
    case evaluatedTooMuch(limit: Int)
    /// An expression failed at run time.
    case evaluationFailed(path: String, reason: String)
    /// A command was given to a state with nothing to ask (never started, or a restored
    /// session with an empty stack).
    case notStarted
    /// `--at` names no step the flow can start at.
    case deepLinkUnknown(target: String, reason: String)
    /// `--at` names a step that is not reached: a step before it has no answer from the
    /// sources (`blockedAt`), or the flow ends first (nil).
    case deepLinkUnreachable(target: String, blockedAt: String?)
    /// `--at` names a step that is skipped: its own `when`, or that of the sub-flow step
    /// leading to it (`skipped`), does not hold with the sources' answers.
    case deepLinkSkipped(target: String, skipped: String)
    /// A sub-flow at `path` would be nested deeper than `limit` sub-flows: its answers
    /// could not be written, nor read back from an answers file.
    case nestingTooDeep(path: String, limit: Int)
    /// A recorded secret's marker line reached the secret step at `path`, and no source
    /// gives that secret.
    case recordedSecretUnanswered(path: String)
    /// A recorded secret's marker line reached `path`, which is not a secret step and
    /// follows no secret a source answered: the recorded input no longer fits the flow.
    case recordedSecretMisplaced(path: String)
}
