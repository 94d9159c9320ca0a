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
