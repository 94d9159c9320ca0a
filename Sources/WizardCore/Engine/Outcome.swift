/// The result of starting a run or of handling one command.
public struct Outcome: Equatable, Sendable {
    /// What to tell the user (messages shown, sheets opened, warnings), in order.
    public var notices: [Notice]
    /// What happened to steps on the way (`.skipped`, `.answered`), for `--explain`; never
    /// shown as such.
    public var trace: [Notice]
    /// Where the run stands now.
    public var status: Status

    /// Creates an outcome; trace events among `notices` move to `trace`, order kept.
    ///
    /// - Parameters:
    ///   - notices: what to tell the user and trace events, in the order they happened.
    ///   - status: where the run stands now.
    /// - Complexity: O(*n*) in the number of notices.
    public init(notices: [Notice], status: Status) {
        let traceCount = notices.reduce(0) { $0 + ($1.isTrace ? 1 : 0) }
        if traceCount == 0 {
            self.notices = notices
            self.trace = []
        } else if traceCount == notices.count {
            self.notices = []
            self.trace = notices
        } else {
            self.notices = notices.filter { !$0.isTrace }
            self.trace = notices.filter(\.isTrace)
        }
        self.status = status
    }

    /// Where a run stands.
    public enum Status: Equatable, Sendable {
        /// Waiting for input at this prompt.
        case asking(Prompt)
        /// The flow ended; the answers are in the state.
        case completed
        /// The run cannot go on (non-interactive answer missing or invalid, runaway loop).
        case failed(RunError)
    }
}

/// Something to tell the user between prompts, or (`skipped`, `answered`) a trace event.
public enum Notice: Equatable, Sendable {
    /// A `message` step's rendered text.
    case message(String)
    /// A sheet or cover opened (its title).
    case modalOpened(Presentation, title: String)
    /// A sheet or cover closed; `isCommitted` is false when it was dismissed.
    case modalClosed(Presentation, title: String, isCommitted: Bool)
    /// A step was skipped because its `when` did not hold (for `--explain`; not shown).
    case skipped(path: String)
    /// A `message` step was shown (for `--explain`; the text itself is `.message`).
    case shown(path: String)
    /// A step received an answer, and from where (for `--explain`; not shown). A repeat's
    /// "add another?" question has the path `servers#more`.
    case answered(path: String, source: AnswerSource)
    /// An input or command was refused; the state is unchanged.
    case refused(Refusal)
    /// A pre-answer from a source was set aside and the step is asked instead.
    case sourceSetAside(path: String, source: AnswerSource, reason: String)
    /// The help of the current step was asked for.
    case help(String)
    /// An answer changed after `back` left later answers behind: they are no longer on
    /// the path (a `when` turned false, a `next` goes elsewhere) and leave the output.
    case answersDropped(AnswerImpact)
}

extension Notice {
    /// Whether this is a trace event (`--explain`), not something to show.
    public var isTrace: Bool {
        switch self {
        case .skipped, .shown, .answered: true
        default: false
        }
    }
}

/// Why an input or a command was refused. The state is left unchanged.
public enum Refusal: Equatable, Sendable {
    /// The input is not a valid answer; the reason is one sentence.
    case invalidAnswer(path: String, reason: String)
    /// `back` at the first step.
    case atFirstStep
    /// `root` at the first step of the current context.
    case alreadyAtRoot
    /// `back ID` named nothing on the stack.
    case notOnStack(String, onStack: [String])
    /// `back ID` named a step only below the current sheet or cover.
    case belowModal(String, presentation: Presentation)
    /// `back ID` named the step being asked.
    case alreadyThere(String)
    /// `dismiss` outside a sheet or cover.
    case notInModal
    /// `dismiss` or `back` at a cover's first step.
    case coverCannotBeDismissed
    /// `dismiss` of a sheet with no input entry beneath it.
    case nothingBeneathSheet
    /// A line starting with `:` that names no command.
    case unknownCommand(String)
    /// A command given when the run is not asking.
    case notRunning
    /// `back`, `root` or `dismiss` while a resumed run asks its secrets again (they are
    /// asked before the run goes on at the saved step).
    case secretsFirst(path: String)
    /// At the review, an input that is neither an answer's number, nor an answer path
    /// (`paths`, for "did you mean"), nor empty.
    case notReviewed(String, paths: [String])
}

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
