extension Engine {
    /// Handles an answer typed (or piped) at the current prompt.
    ///
    /// - Parameters:
    ///   - text: the line as typed; not read when `preset` is given.
    ///   - origin: typed or piped, for `--explain`.
    ///   - state: updated on success; left as it was on a refusal.
    ///   - preset: the answer already parsed and validated, if any.
    /// - Returns: the next prompt, completion or failure; on a refusal, the same prompt
    ///   with a `.refused` notice.
    package func submit(_ text: String, origin: AnswerSource, in state: inout WizardState, preset: AnswerValue? = nil) -> Outcome {
        guard let entry = state.stack.top?.screen, let flow = self.flow(for: entry.frame, in: state),
            let stepIndex = flow.position(of: entry.step)
        else { return refuse(.notRunning, in: state) }
        let (frame, stepID, kind) = (entry.frame, entry.step, entry.kind)
        let value: AnswerValue
        if let preset {
            value = preset
        } else if text.isEmpty, kind == .step, let kept = keptSecret(flow.steps[stepIndex], frame: frame, state: state) {
            // A secret revisited: Enter keeps the one given before (never shown again).
            value = kept
        } else {
            let step = flow.steps[stepIndex]
            switch parseAnswer(text, entry: entry, step: step, state: state) {
            case .failure(let refusal):
                return refuse(.invalidAnswer(path: state.frameTable.path(of: stepID, in: frame), reason: refusal.reason), in: state)
            case .success(let parsed):
                value = parsed
            }
        }
        // The path is built once, for the answer, the typed-path set and the notice.
        let path = state.frameTable.path(of: stepID, in: frame)
        // Only an answer that changes an earlier one (a draft) keeps the state before it,
        // to review what the change leaves behind; a change made from the review says it
        // once back there.
        let before: WizardState? =
            reviewsImpact && kind == .step && state.reviewEdit == nil && !state.drafts.isEmpty
                && state.drafts[path].map { $0 != value } == true ? state : nil
        // The entry keeps the driver's origin; the trace (`--explain`) names the real source.
        let source =
            recordsTrace
            ? answerSource(of: text, typedAs: origin, path: path, step: flow.steps[stepIndex], kind: kind, state: state) : origin
        record(value, source: origin, path: kind == .step ? path : nil, in: &state)
        let questionKey = kind == .step ? path : path + "#more"
        state.typedPaths.insert(questionKey)
        var notices: [Notice] = recordsTrace ? [.answered(path: questionKey, source: source)] : []
        let cursor: Cursor
        var movesTaken = 0
        if kind == .step {
            // The step's `next` rule followed here: one move of `advance`'s budget.
            cursor = nextCursor(after: stepIndex, in: flow, frame: frame, answer: value)
            movesTaken = 1
        } else if let afterQuestion = afterRepeatQuestion(state: &state, notices: &notices) {
            cursor = afterQuestion
        } else {
            return Outcome(notices: notices, status: .failed(.notStarted))
        }
        let stop = advance(&state, from: consume cursor, movesTaken: movesTaken, notices: &notices)
        // A run that fails going forward (runaway loop, failed expression) is left
        // consistent at its last pushed entry, so a saved session resumes there.
        if case .failed = stop { settleAfterFailure(&state) }
        if let before, let impact = impact(of: value, at: path, before: before, after: state), !impact.isEmpty {
            // Said before the run moves on: first among the notices of this answer.
            notices.insert(.answersDropped(impact), at: notices.firstIndex { !$0.isTrace } ?? notices.count)
            // A later answer that was the old rendering of its templated default follows the
            // change: its draft goes, so the step shows the default as it is now.
            for stale in impact.staleDefaultPaths { state.drafts[stale] = nil }
        }
        return Outcome(notices: notices, status: status(stop, in: state))
    }

    /// Where an input line's answer really came from, for `--explain`: an empty line takes
    /// the default (`.default`, also `""` for an optional step and "no" for a repeat's
    /// question); a typed line equal to the pre-filled draft keeps the draft (`.draft`);
    /// anything else is `origin` (`.typed` or `.piped`).
    func answerSource(of text: String, typedAs origin: AnswerSource, path: String, step: Step, kind: EntryKind, state: WizardState)
        -> AnswerSource
    {
        // Empty input keeps a revisited secret (its draft), else takes the default.
        if text.isEmpty { return step.isSecret && kind == .step && state.drafts[path] != nil ? .draft : .default }
        if origin == .typed, kind == .step, !step.isSecret, !state.drafts.isEmpty, let draft = state.drafts[path],
            typedText(draft, kind: step.kind) == text
        {
            return .draft
        }
        return origin
    }

    /// The secret given before at a revisited secret step, kept by empty input.
    func keptSecret(_ step: Step, frame: FrameID?, state: WizardState) -> AnswerValue? {
        guard step.isSecret, !state.drafts.isEmpty else { return nil }
        return state.drafts[state.frameTable.path(of: step.id, in: frame)]
    }

    /// Parses and validates an answer for the entry being asked (an empty answer to a
    /// repeat's question means no).
    func parseAnswer(_ text: String, entry: Entry, step: Step, state: WizardState) -> Result<AnswerValue, InputRefusal> {
        if case .repeatQuestion = entry.kind {
            if text.utf8.count > Self.maximumInputBytes {
                return .failure(refusalTexts.refusal(.inputTooLong))
            }
            return text.isEmpty ? .success(.bool(false)) : parseConfirm(text.trimmingASCIIWhitespace())
        }
        return parse(text, fromSource: false, for: step, frame: entry.frame, state: state).flatMap { parsed in
            if let reason = validate(parsed, for: step, frame: entry.frame, state: state, texts: refusalTexts) {
                return .failure(InputRefusal(reason: reason))
            }
            return .success(parsed)
        }
    }
}
