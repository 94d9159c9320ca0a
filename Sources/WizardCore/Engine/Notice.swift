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
