extension Engine {
    /// Handles an answer typed (or piped) at the current prompt.
    func submit(_ text: String, origin: AnswerSource, entry: Entry, in state: inout WizardState) -> Outcome {
        guard let step = step(of: entry) else { return refuse(.notRunning, in: state) }
        let value: AnswerValue
        switch entry.kind {
        case .repeatQuestion:
            if text.utf8.count > InputParser.maximumInputBytes {
                return refuse(.invalidAnswer(path: entry.path, reason: "the input is longer than 64 KiB"), in: state)
            }
            let parser = InputParser(engine: self, step: step, frames: entry.frames, state: state)
            if text.isEmpty {
                value = .bool(false)
            } else {
                switch parser.parseConfirm(text.trimmingASCIIWhitespace(), fromSource: false) {
                case .success(let v): value = v
                case .failure(let refusal):
                    return refuse(.invalidAnswer(path: entry.path, reason: refusal.reason), in: state)
                }
            }
        case .step:
            let parser = InputParser(engine: self, step: step, frames: entry.frames, state: state)
            switch parser.parse(text, fromSource: false) {
            case .failure(let refusal):
                return refuse(.invalidAnswer(path: entry.path, reason: refusal.reason), in: state)
            case .success(let parsed):
                if let reason = parser.validate(parsed) {
                    return refuse(.invalidAnswer(path: entry.path, reason: reason), in: state)
                }
                value = parsed
            }
        }
        var next = state
        record(value, source: origin, in: &next)
        next.typedPaths.insert(entry.kind == .step ? entry.path : entry.path + "#more")
        var notices: [Notice] = [.answered(path: entry.path, source: origin)]
        let cursor: Cursor
        if entry.kind == .step {
            cursor = .after(frames: entry.frames, step: entry.step, answer: value)
        } else if let afterQuestion = afterRepeatQuestion(state: &next, notices: &notices) {
            cursor = afterQuestion
        } else {
            return refuse(.notRunning, in: state)
        }
        let status = advance(&next, from: cursor, notices: &notices)
        // A run that fails going forward (runaway loop, failed expression) keeps the state
        // it had at this prompt: the half-advanced one has an answered top entry.
        if case .failed = status { return Outcome(notices: notices, status: status) }
        state = next
        return Outcome(notices: notices, status: status)
    }
}
