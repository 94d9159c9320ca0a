/// The step's place in the run, and the later answers a changed answer leaves behind.
/// Both continue the run on a copy of the state, each step answered as Enter would
/// (draft, else default, else an optional step's empty answer).
extension Engine {
    /// How far a projection looks ahead, in steps asked; it also stops at the first step
    /// it meets twice (a loop).
    static let projectionLimit = 200

    /// The path the answers so far lead through, from the first step.
    struct Projection {
        /// The input steps on the path, in order (repeat questions are not steps).
        var paths: [String]
        /// Whether the path reaches the end of the flow within the look-ahead limit.
        var isComplete: Bool
        /// When the projection stopped at a step with nothing to go on: the input steps
        /// after it in its flow that no condition can skip (`when`-less, in order), so the
        /// total is a fair lower bound rather than the steps seen so far.
        var unconditionalAhead = 0
    }

    /// The step being asked as "step N of M" (`Setup › Port (6/9)`).
    ///
    /// N counts the input steps answered up to the one asked (completed sheets included);
    /// M adds the steps the answers, drafts and defaults lead through after it. Steps
    /// answered by a source count, skipped steps do not.
    ///
    /// - Parameter state: the run; not changed.
    /// - Returns: the position, or nil when the run is not asking.
    /// - Complexity: that of continuing the run for up to `projectionLimit` steps.
    public func position(in state: WizardState) -> RunPosition? {
        var tally = StepTally()
        return position(in: state, tally: &tally)
    }

    /// The step's place as `position(in:)` gives it, counting only the entries pushed
    /// since the `tally` of an earlier call: a host that keeps one tally across the
    /// prompts of a run counts in time proportional to the new entries, so a run of many
    /// thousand steps does not count its whole stack at every prompt.
    ///
    /// - Parameters:
    ///   - state: the run; not changed.
    ///   - tally: the count of an earlier call on this run (or a new one); updated.
    ///   - prompt: the prompt the engine gave for `state`, if the host has it, so that it
    ///     is not built again; one for another entry is not used.
    /// - Returns: the position, or nil when the run is not asking.
    public func position(in state: WizardState, tally: inout StepTally, asking prompt: Prompt? = nil) -> RunPosition? {
        guard let current = state.current else { return nil }
        let routes = state.stack.routes
        // An entry id is never reused, and the entries below an entry stay as they were
        // while it is on the stack: the same id at the same depth means the same prefix.
        var start = 0
        var step = 0
        if let entry = tally.entry, tally.depth > 0, tally.depth <= routes.count, routes[tally.depth - 1].screen.id == entry {
            start = tally.depth
            step = tally.steps
        }
        for route in routes[start...] {
            if route.screen.kind == .step { step += 1 }
            // The steps of a completed sheet or cover left the stack; their answers
            // arrived with the entry after it, one change per step answered.
            for change in route.screen.arrivalChanges where change.new != nil && !change.path.contains("#") { step += 1 }
        }
        tally = StepTally(entry: routes.last?.screen.id, depth: routes.count, steps: step)
        let projection = project(state, asking: prompt)
        // The projection's paths start with the step asked (not with a repeat question).
        var total = step + projection.paths.count - (current.kind == .step ? 1 : 0) + projection.unconditionalAhead
        // A repeat's question stands before the next item: it takes the number that comes next.
        if current.kind != .step {
            step += 1
            total = max(total, step)
        }
        return RunPosition(
            step: max(step, 1), total: max(total, step), isTotalKnown: projection.isComplete || isLastStep(current, in: state))
    }

    /// Whether nothing can follow the entry being asked: the last step of the root flow,
    /// with no `next` (so the count is known even when the step has no default to go on with).
    func isLastStep(_ entry: Entry, in state: WizardState) -> Bool {
        guard entry.kind == .step, entry.frame == nil, let root = catalog.root, let index = root.position(of: entry.step) else {
            return false
        }
        if index == root.steps.count - 1, root.steps[index].next == nil { return true }
        if case .target(.end)? = root.steps[index].next { return true }
        return false
    }

    /// Continues the run on a copy of `state` as Enter would, recording the input steps
    /// met from the current one on; `current` is the prompt for `state`, when known.
    func project(_ state: WizardState, asking current: Prompt? = nil) -> Projection {
        // The prompt does not depend on the settings changed below nor on `reviewEdit`.
        let known = current.flatMap { $0.entryID == state.current?.id && !state.isReviewing ? $0 : nil }
        guard var prompt = known ?? currentPrompt(in: state) else { return Projection(paths: [], isComplete: state.isCompleted) }
        if prompt.prefill == nil && prompt.defaultText == nil && !prompt.isOptional && !prompt.isRepeatQuestion {
            // Nothing to go on at the step asked: said before copying the engine and the run,
            // which a long run would otherwise do at every prompt.
            return Projection(paths: [prompt.path], isComplete: false, unconditionalAhead: unconditionalSteps(after: state))
        }
        var engine = self
        engine.endsWithReview = false
        engine.recordsTrace = false
        engine.reviewsImpact = false
        var copy = state
        // Every step met is counted as asked, even one a change from the review would take.
        copy.reviewEdit = nil
        var paths: [String] = []
        var met = Set<String>()
        for _ in 0..<Self.projectionLimit {
            if !prompt.isRepeatQuestion {
                // A step met again is a loop: going on would only go round it again, at the
                // cost of a copy of the whole stack per round in a long run.
                guard met.insert(prompt.path).inserted else { return Projection(paths: paths, isComplete: false) }
                paths.append(prompt.path)
            }
            let text: String
            if let prefill = prompt.prefill {
                text = prefill.hasPrefix(":") ? ":" + prefill : prefill
            } else if prompt.defaultText != nil || prompt.isOptional || prompt.isRepeatQuestion {
                text = ""
            } else {
                return Projection(paths: paths, isComplete: false, unconditionalAhead: unconditionalSteps(after: copy))
            }
            let before = prompt.entryID
            switch engine.handle(.answer(text), origin: .piped, in: &copy).status {
            case .asking(let next) where next.entryID != before: prompt = next
            case .completed: return Projection(paths: paths, isComplete: true)
            default: return Projection(paths: paths, isComplete: false)
            }
        }
        return Projection(paths: paths, isComplete: false)
    }

    /// The input steps after the current entry's step in its flow with no `when` and no
    /// `next` before them that could jump (counting stops at the first step with a `next`).
    func unconditionalSteps(after state: WizardState) -> Int {
        guard let entry = state.current, entry.kind == .step, let flow = flow(for: entry.frame, in: state),
            let index = flow.position(of: entry.step), flow.steps[index].next == nil
        else { return 0 }
        var count = 0
        for step in flow.steps[(index + 1)...] {
            if step.when == nil && step.isInput { count += 1 }
            if step.next != nil { break }
        }
        return count
    }

    /// The later answers that answering the current step with `value` leaves behind: the
    /// drafts of steps the new answer no longer leads through, and those ahead whose
    /// templated default it changes. Nil when the step had no earlier answer or it did
    /// not change.
    func impact(of value: AnswerValue, at path: String, before state: WizardState, after: WizardState) -> AnswerImpact? {
        var stepFrames = FrameTable()
        guard !state.drafts.isEmpty, let old = state.drafts[path], old != value, let step = locate(path, in: &stepFrames)?.step
        else { return nil }
        var engine = self
        engine.endsWithReview = false
        engine.reviewsImpact = false
        engine.recordsTrace = false
        var oldRun = state
        oldRun.reviewEdit = nil
        let oldText = typedText(old, kind: step.kind)
        _ = engine.handle(.answer(oldText.hasPrefix(":") ? ":" + oldText : oldText), origin: .piped, in: &oldRun)
        let oldPaths = engine.project(oldRun).paths
        let newProjection = engine.project(after)
        var newPaths = Set(newProjection.paths)
        for route in after.stack.routes { newPaths.insert(after.path(of: route.screen)) }
        var dropped: [String] = []
        // As far as the answers tell: a new branch that stops at a step with nothing to go
        // on is taken not to come back to the old path.
        for candidate in oldPaths
        where state.drafts[candidate] != nil && candidate != path && !newPaths.contains(candidate) && !dropped.contains(candidate) {
            dropped.append(candidate)
        }
        // Later answers still ahead that were their step's templated default, which the
        // change now renders differently: the old default stays pre-filled.
        var stale: [String] = []
        for candidate in newProjection.paths where prefillsDrafts && candidate != path && !stale.contains(candidate) {
            // The step's frames are opened in copies of the two runs, which are not kept.
            var oldScratch = oldRun
            var newScratch = after
            guard let draft = state.drafts[candidate], let (oldFrame, laterStep) = locate(candidate, in: &oldScratch.frameTable),
                case .template? = laterStep.defaultValue, let (newFrame, _) = locate(candidate, in: &newScratch.frameTable)
            else { continue }
            let oldDefault = engine.defaultAnswer(for: laterStep, frame: oldFrame, state: oldScratch)
            let newDefault = engine.defaultAnswer(for: laterStep, frame: newFrame, state: newScratch)
            if case .success(let was)? = oldDefault, was == draft, case .success(let now)? = newDefault, now != was {
                stale.append(candidate)
            }
        }
        return AnswerImpact(changedPath: path, droppedPaths: dropped, staleDefaultPaths: stale)
    }
}
