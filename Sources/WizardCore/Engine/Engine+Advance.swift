extension Engine {
    /// The outcome status for where `advance` stopped: a question's prompt is built here.
    func status(_ stop: Stop, in state: WizardState) -> Outcome.Status {
        switch stop {
        case .asking(let stepIndex):
            // The entry asked is on top: it was pushed before stopping.
            guard let entry = state.stack.top?.screen else { return .failed(.notStarted) }
            return .asking(prompt(id: entry.id, frame: entry.frame, step: entry.step, kind: entry.kind, in: state, stepIndex: stepIndex))
        case .completed:
            return .completed
        case .reviewing:
            return .asking(reviewPrompt(in: state))
        case .failed(let error):
            return .failed(error)
        }
    }

    /// Moves forward until a question must be asked, the flow ends, or the run fails.
    ///
    /// Skipped steps are not pushed; `message` steps add a notice; `flow` steps open
    /// frames; input steps are pushed, and asked unless a source (docs/cli.md) answers them.
    /// `movesTaken` counts the moves the caller already made since the last push, for the
    /// runaway-loop budget. However it stops, the frame table keeps only frames of entries
    /// on the stack.
    func advance(
        _ state: inout WizardState, from start: consuming Cursor, movesTaken: Int = 0, notices: inout [Notice]
    ) -> Stop {
        let stop = moveForward(&state, from: start, movesTaken: movesTaken, notices: &notices)
        state.frameTable.dropRecords(openedAfter: state.stack.top?.screen.id)
        return stop
    }

    /// The loop of `advance`.
    private func moveForward(
        _ state: inout WizardState, from start: consuming Cursor, movesTaken: Int, notices: inout [Notice]
    ) -> Stop {
        var cursor = start
        // Moves since the last push: catches message/skip loops. Pushes have their own limit
        // (`arrive`), so a flow of `entryLimit` steps answered in one go still completes.
        var budget = entryLimit - movesTaken
        var pushes = state.pushCount
        // Bytes of the messages shown on the way, against `outputLimit`: a loop through a
        // long message between two questions (or with none) fails before it fills memory.
        var shown = 0
        // Bytes the functions of `when` conditions scanned and built, against
        // `evaluationLimit`: a loop skipping a step whose condition is costly fails early.
        var evaluated = 0
        while true {
            if state.pushCount != pushes {
                pushes = state.pushCount
                budget = entryLimit
            }
            budget -= 1
            if budget < 0 { return .failed(.runawayLoop(limit: entryLimit)) }
            switch consume cursor {
            case .after(let frame, let stepID, let answer):
                guard let flow = self.flow(for: frame, in: state), let stepIndex = flow.position(of: stepID) else {
                    cursor = .endOfFrame(frame: frame)
                    continue
                }
                cursor = nextCursor(after: stepIndex, in: flow, frame: frame, answer: answer)

            case .stepAt(let frame, let index):
                if let frame, state.frameTable[frame].depth > Self.maximumNesting {
                    // Deeper answers could not be written nor read back as an answers file.
                    let record = state.frameTable[frame]
                    let path = state.frameTable.path(of: record.frame.flowStep, in: record.parent)
                    return .failed(.nestingTooDeep(path: path, limit: Self.maximumNesting))
                }
                guard let flow = self.flow(for: frame, in: state), index < flow.steps.count else {
                    cursor = .endOfFrame(frame: frame)
                    continue
                }
                if let condition = flow.steps[index].when {
                    let holds = evaluateCondition(condition, frame: frame, state: state, work: &evaluated)
                    if evaluated > evaluationLimit { return .failed(.evaluatedTooMuch(limit: evaluationLimit)) }
                    switch holds {
                    case .success(false):
                        let path = state.frameTable.path(of: flow.steps[index].id, in: frame)
                        if let target = deepLinkTarget, target == path || target.hasPrefix(path + ".") {
                            return .failed(.deepLinkSkipped(target: target, skipped: path))
                        }
                        if recordsTrace { notices.append(.skipped(path: path)) }
                        cursor = .stepAt(frame: frame, index: index + 1)
                        continue
                    case .success(true): break
                    case .failure(let failure):
                        let path = state.frameTable.path(of: flow.steps[index].id, in: frame)
                        return .failed(.evaluationFailed(path: path, reason: failure.reason))
                    }
                }
                switch flow.steps[index].kind {
                case .message(let text):
                    let message = render(text, frame: frame, state: state)
                    shown += message.utf8.count
                    if shown > outputLimit { return .failed(.printedTooMuch(limit: outputLimit)) }
                    notices.append(.message(message))
                    if recordsTrace { notices.append(.shown(path: state.frameTable.path(of: flow.steps[index].id, in: frame))) }
                    cursor = .after(frame: frame, step: flow.steps[index].id, answer: nil)
                case .flow(let reference):
                    let id = flow.steps[index].id
                    if reference.repetition != nil {
                        let path = state.frameTable.path(of: id, in: frame)
                        change(AnswerPath.countKey(path), to: .integer(0), in: &state)
                        cursor = .repeatDecision(frame: frame, step: id, count: 0)
                    } else {
                        cursor = open(reference, step: id, item: nil, frame: frame, state: &state, notices: &notices)
                    }
                default:
                    if let stop = arrive(
                        at: flow.steps[index], kind: .step, frame: frame, stepIndex: index, state: &state, notices: &notices)
                    {
                        return stop
                    }
                    // Pushed: the push count bounds loops from here. Following the step's
                    // `next` rule at once is one move of the new budget.
                    pushes = state.pushCount
                    budget = entryLimit - 1
                    cursor = nextCursor(after: index, in: flow, frame: frame, answer: state.stack.top?.screen.answer)
                }

            case .loopBack(let frame, let index):
                startPass(frame: frame, at: index, in: &state)
                cursor = .stepAt(frame: frame, index: index)

            case .endOfFrame(let id):
                guard let id else {
                    if reviewsAtEnd {
                        arriveAtReview(&state, notices: &notices)
                        return .reviewing
                    }
                    state.isCompleted = true
                    return .completed
                }
                let record = state.frameTable[id]
                let frame = record.frame
                if frame.presentation != .push {
                    closeModal(id, state: &state)
                    notices.append(.modalClosed(frame.presentation, title: title(of: frame), isCommitted: true))
                }
                // No entry left inside it (all its steps skipped, or a closed sheet): its
                // record, and those opened inside it, go.
                state.frameTable.close(id, top: state.stack.top?.screen.id)
                let path = state.frameTable.path(of: frame.flowStep, in: record.parent)
                if let item = frame.item {
                    change(AnswerPath.countKey(path), to: .integer(item + 1), in: &state)
                    cursor = .repeatDecision(frame: record.parent, step: frame.flowStep, count: item + 1)
                } else {
                    change(completionKey(path), to: .bool(true), in: &state)
                    cursor = .after(frame: record.parent, step: frame.flowStep, answer: nil)
                }

            case .repeatDecision(let frame, let stepID, let count):
                guard let step = self.flow(for: frame, in: state)?.step(stepID), case .flow(let reference) = step.kind,
                    let repetition = reference.repetition
                else {
                    cursor = .after(frame: frame, step: stepID, answer: nil)
                    continue
                }
                let path = state.frameTable.path(of: stepID, in: frame)
                if count < repetition.min {
                    cursor = open(reference, step: stepID, item: count, frame: frame, state: &state, notices: &notices)
                } else if let max = repetition.max, count >= max {
                    change(completionKey(path), to: .bool(true), in: &state)
                    cursor = .after(frame: frame, step: stepID, answer: nil)
                } else {
                    if let stop = arrive(at: step, kind: .repeatQuestion(count: count), frame: frame, state: &state, notices: &notices) {
                        return stop
                    }
                    cursor =
                        afterRepeatQuestion(state: &state, notices: &notices)
                        ?? .repeatDecision(frame: frame, step: stepID, count: count)
                }
            }
        }
    }

    /// Where a repeat goes once its question (the top entry) has an answer.
    func afterRepeatQuestion(state: inout WizardState, notices: inout [Notice]) -> Cursor? {
        guard let entry = state.stack.top?.screen, case .repeatQuestion(let count) = entry.kind,
            let step = step(of: entry, in: state), case .flow(let reference) = step.kind
        else { return nil }
        if entry.answer == .bool(true) {
            return open(reference, step: entry.step, item: count, frame: entry.frame, state: &state, notices: &notices)
        }
        change(completionKey(state.path(of: entry)), to: .bool(true), in: &state)
        return .after(frame: entry.frame, step: entry.step, answer: nil)
    }

    /// Opens a sub-flow frame (one record appended to the frame table) and points at its
    /// first step.
    func open(
        _ reference: FlowReference, step: StepID, item: Int?, frame parent: FrameID?, state: inout WizardState,
        notices: inout [Notice]
    ) -> Cursor {
        let frame = Frame(flowStep: step, flow: reference.flow, item: item, presentation: reference.presentation)
        if reference.presentation != .push {
            notices.append(.modalOpened(reference.presentation, title: title(of: frame)))
        }
        let id = state.frameTable.open(frame, in: parent, openedAt: state.nextEntryID)
        return .stepAt(frame: id, index: 0)
    }

    /// Removes a completed sheet's or cover's entries (those pushed since it opened, on
    /// top); their answer changes move to the next pushed entry, so `back` undoes them.
    func closeModal(_ id: FrameID, state: inout WizardState) {
        let openedAt = state.frameTable[id].openedAt
        var removedCount = 0
        for route in state.stack.routes.reversed() {
            guard route.screen.id.rawValue >= openedAt else { break }
            removedCount += 1
        }
        guard removedCount > 0 else { return }
        let removed = state.stack.removeLast(removedCount)
        var carried: [AnswerChange] = []
        for route in removed {
            carried += route.screen.arrivalChanges
            carried += route.screen.answerChanges
        }
        state.pending = carried + state.pending
    }

    /// The cursor after the step at `index` of a flow, following its `next` rule (docs/writing-flows.md).
    func nextCursor(after index: Int, in flow: Flow, frame: FrameID?, answer: AnswerValue?) -> Cursor {
        let target: NextTarget?
        switch flow.steps[index].next {
        case nil:
            target = nil
        case .target(let t):
            target = t
        case .branches(let branches, let fallback):
            let key = answer.map { $0.stringValue ?? $0.jsonText }
            target = branches.first { $0.key == key }?.target ?? fallback
        }
        switch target {
        case nil: return .stepAt(frame: frame, index: index + 1)
        case .end: return .endOfFrame(frame: frame)
        case .step(let id):
            guard let targetIndex = flow.position(of: id) else { return .endOfFrame(frame: frame) }
            if targetIndex <= index { return .loopBack(frame: frame, index: targetIndex) }
            return .stepAt(frame: frame, index: targetIndex)
        }
    }

    /// Starts a new pass of the flow of `frame` at the step at `index`, reached again
    /// through a `next` loop: the latest pass wins wholly (docs/navigation.md), so every
    /// answer the earlier pass left from that step on is removed, as changes that `back`
    /// past the next pushed entry restores.
    func startPass(frame: FrameID?, at index: Int, in state: inout WizardState) {
        guard let flow = self.flow(for: frame, in: state), index < flow.steps.count else { return }
        let prefix = state.frameTable.prefix(frame)
        var earlier: [String] = []
        for key in state.answers.keys {
            guard let id = AnswerPath.stepComponent(of: key, under: prefix),
                let position = flow.position(of: StepID(String(id))), position >= index
            else { continue }
            earlier.append(key)
        }
        // Sorted, so the recorded changes (kept in session files) do not depend on the
        // store's order.
        for key in earlier.sorted() { change(key, to: nil, in: &state) }
    }

    /// Records an answer change outside any entry's answer (counts, completion markers).
    func change(_ path: String, to value: AnswerValue?, in state: inout WizardState) {
        let old = state.answers[path]
        guard old != value else { return }
        state.pending.append(AnswerChange(path: path, old: old, new: value))
        state.answers[path] = value
    }

    /// The key marking a completed sub-flow.
    func completionKey(_ path: String) -> String { path + "#done" }

    /// The innermost modal frame of a frame's chain (itself or an ancestor).
    func innermostModal(_ frame: FrameID?, in state: WizardState) -> Frame? {
        guard let modal = frame.flatMap({ state.frameTable[$0].modal }) else { return nil }
        return state.frameTable[modal].frame
    }

    /// A sub-flow's title for breadcrumbs and notices: its `title`, else the step id.
    func title(of frame: Frame) -> String {
        let base = catalog.flow(frame.flow)?.title ?? humanize(frame.flowStep.rawValue)
        if let item = frame.item { return "\(base) #\(item + 1)" }
        return base
    }
}

/// `db_port` → `Db port`: a readable label from an identifier (each `_` and `-` becomes a
/// space, the first letter is upper-cased).
func humanize(_ id: String) -> String {
    var label = ""
    for scalar in id.unicodeScalars {
        if scalar == "_" || scalar == "-" {
            label.unicodeScalars.append(" ")
        } else if !label.isEmpty {
            label.unicodeScalars.append(scalar)
        } else {
            label += scalar.properties.uppercaseMapping
        }
    }
    return label
}
