/// Where `advance` stopped; the caller builds a question's prompt from the state left.
enum Stop {
    /// The top entry is asked; `stepIndex` is its step's index in its flow, when known.
    case asking(stepIndex: Int?)
    /// The flow ended.
    case completed
    /// The flow ended and the run is at the review of its answers.
    case reviewing
    /// The run cannot go on.
    case failed(RunError)
}
