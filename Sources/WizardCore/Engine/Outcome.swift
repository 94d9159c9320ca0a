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
