/// How a run on a driver ended.
public enum RunEnd: Equatable, Sendable {
    /// The flow completed; the answers are in the state.
    case completed
    /// The user typed `:quit`.
    case quit
    /// A signal arrived (SIGINT, SIGTERM, SIGHUP).
    case interrupted(signal: Int32)
    /// Input ended while a step was waiting (piped input, or Ctrl-D).
    case inputEnded(waitingAt: String)
    /// The run cannot go on.
    case failed(RunError)
}
