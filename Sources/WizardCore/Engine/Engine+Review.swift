/// The review at the end of a run (docs/navigation.md): every answer that will be printed,
/// then *Finish*. Picking an answer goes back to its step; once it is answered, the run goes
/// forward again taking the earlier answers (drafts) without asking, so only the steps the
/// change newly requires are asked, and comes back to the review.
extension Engine {
    /// Whether a run that reaches the end of the top flow stops at the review.
    var reviewsAtEnd: Bool { endsWithReview && !sources.isNonInteractive }

    /// What *Finish* says as the review's last choice.
    public static let reviewFinishLabel = "Finish"

    /// The answers listed at the review: every stored answer on the final path, in output
    /// order, each with its step's title and sub-flows.
    ///
    /// - Parameter state: the run; not changed.
    /// - Returns: the items, in the order the answers are printed.
    /// - Complexity: O(steps of the flows reached + answers).
    public func reviewItems(of state: WizardState) -> [ReviewItem] {
        guard let root = catalog.root else { return [] }
        var items: [ReviewItem] = []
        collectReviewItems(of: root, prefix: "", groups: [], state: state, into: &items)
        return items
    }

    /// Appends the review items of `flow`'s answers under `prefix`, as `members(of:)` walks them.
    private func collectReviewItems(
        of flow: Flow, prefix: String, groups: [String], state: WizardState, into items: inout [ReviewItem]
    ) {
        let answers = state.answers
        for step in flow.steps where step.isStored {
            let path = AnswerPath.join(prefix, step.id.rawValue)
            switch step.kind {
            case .message:
                continue
            case .flow(let reference):
                guard let sub = catalog.flow(reference.flow), answers[completionKey(path)] != nil else { continue }
                let title = sub.title ?? humanize(step.id.rawValue)
                if reference.repetition != nil {
                    guard case .integer(let count)? = answers[AnswerPath.countKey(path)] else { continue }
                    for item in 0..<max(0, count) {
                        collectReviewItems(
                            of: sub, prefix: path + "." + String(item), groups: groups + ["\(title) #\(item + 1)"],
                            state: state, into: &items)
                    }
                } else {
                    collectReviewItems(of: sub, prefix: path, groups: groups + [title], state: state, into: &items)
                }
            default:
                guard let value = answers[path] else { continue }
                let shown = step.isSecret ? ReviewItem.hiddenSecret : reviewText(value, kind: step.kind)
                let title = reviewTitle(of: step, inTopFlow: prefix.isEmpty, state: state)
                items.append(ReviewItem(path: path, title: title, value: shown, groups: groups))
            }
        }
    }

    /// A step's name at the review: its `title` (a template rendered with the answers as
    /// they are now when the step is in the top flow, whose scope the review shares), else
    /// the id humanised.
    private func reviewTitle(of step: Step, inTopFlow: Bool, state: WizardState) -> String {
        guard let title = step.title, title.isLiteral || inTopFlow else { return humanize(step.id.rawValue) }
        return render(title, frame: nil, state: state)
    }

    /// An answer as the review shows it: as typed, on one line, at most 60 characters; a
    /// long text shows its first line and how many lines it has.
    func reviewText(_ value: AnswerValue, kind: StepKind) -> String {
        if case .confirm = kind, case .bool(let yes) = value { return yes ? confirmWords.shownYes : confirmWords.shownNo }
        let text = typedText(value, kind: kind)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var shown = String(lines.first ?? "")
        if shown.count > 60 { shown = String(shown.prefix(59)) + "…" }
        if lines.count > 1 { shown = severalLinesTemplate.filling(["first": shown, "count": String(lines.count)]) }
        return shown
    }

    /// The review as a prompt: a `select` whose choices are the answers (value: the answer
    /// path; label: sub-flows, title and answer), then *Finish* (value `""`, the default).
    func reviewPrompt(in state: WizardState) -> Prompt {
        let items = reviewItems(of: state)
        var choices = items.enumerated().map { index, item in
            PromptChoice(
                number: index + 1, value: item.path, label: (item.groups + [item.title]).joined(separator: " › ") + ": " + item.value,
                help: "change this answer")
        }
        choices.append(
            PromptChoice(number: items.count + 1, value: "", label: Self.reviewFinishLabel, help: "end the run with these answers"))
        var prompt = Prompt(
            entryID: EntryID(state.nextEntryID), path: "", typeName: "select", breadcrumb: [rootTitle, "Review"],
            question: "Review your answers",
            help: "Pick an answer (its number or its path) to change it; an empty line finishes; :back returns to the last step.",
            defaultText: "", choices: choices, prefill: nil, placeholder: nil, isSecret: false, isOptional: false, modal: nil,
            canGoBack: !state.stack.isEmpty, isRepeatQuestion: false, completions: items.map(\.path), completesPaths: false)
        prompt.isReview = true
        prompt.reviewItems = items
        return prompt
    }

    /// Handles a command at the review: an empty line (or *Finish*'s number) completes the
    /// run; a number or an answer path (also `back ID`) changes that answer; `back` and
    /// `root` leave the review for the last or the first step. A refusal leaves the state
    /// unchanged and shows the review again.
    func handleAtReview(_ command: Command, origin: AnswerSource, in state: inout WizardState) -> Outcome {
        switch command {
        case .answer(let text):
            let choice = text.trimmingASCIIWhitespace()
            let items = reviewItems(of: state)
            if choice.isEmpty || choice == String(items.count + 1) {
                state.isReviewing = false
                state.isCompleted = true
                return Outcome(notices: [], status: .completed)
            }
            if let number = Int(choice), (1...max(1, items.count)).contains(number), number <= items.count {
                return change(items[number - 1].path, fromReviewIn: &state)
            }
            if items.contains(where: { $0.path == choice }) { return change(choice, fromReviewIn: &state) }
            return refuseAtReview(.notReviewed(choice, paths: items.map(\.path)), in: state)
        case .backTo(let name):
            let items = reviewItems(of: state)
            guard items.contains(where: { $0.path == name }) else {
                return refuseAtReview(.notReviewed(name, paths: items.map(\.path)), in: state)
            }
            return change(name, fromReviewIn: &state)
        case .back, .root:
            // The last step may sit in a sheet or cover completed at the end, whose entries
            // left the stack: its answer is among the changes made since the last push.
            if command == .back, let last = state.pending.last(where: { $0.new != nil && !$0.path.contains("#") }) {
                return change(last.path, fromReviewIn: &state)
            }
            guard !state.stack.isEmpty else { return refuseAtReview(.atFirstStep, in: state) }
            leaveReview(&state)
            reopenTop(in: &state)
            if command == .root, state.stack.count > 1 {
                return navigate(in: &state) { stack throws(NavigationError) in try stack.goBackToRoot() }
            }
            guard let top = state.current else { return Outcome(notices: [], status: .failed(.notStarted)) }
            return Outcome(notices: [], status: .asking(prompt(for: top, in: state)))
        case .dismiss:
            return refuseAtReview(.notInModal, in: state)
        case .help, .quit:
            return Outcome(notices: [], status: .asking(reviewPrompt(in: state)))
        }
    }

    /// A refusal at the review: the state is untouched and the review shown again.
    private func refuseAtReview(_ refusal: Refusal, in state: WizardState) -> Outcome {
        Outcome(notices: [.refused(refusal)], status: .asking(reviewPrompt(in: state)))
    }

    /// Leaves the review for a step: the changes made since the last entry was pushed (a
    /// sub-flow completed at the end) are undone, their values kept as drafts.
    private func leaveReview(_ state: inout WizardState) {
        for change in state.pending.reversed() { undo(change, discarding: nil, in: &state) }
        keepLatestDrafts(of: state.pending, in: &state)
        state.pending = []
        state.isReviewing = false
    }

    /// Makes the drafts of undone changes the latest values, those the review showed: undone
    /// newest first, a path a `next` loop answered twice would keep its first pass's value.
    private func keepLatestDrafts(of changes: [AnswerChange], in state: inout WizardState) {
        for change in changes {
            if let value = change.new { state.drafts[change.path] = value }
        }
    }

    /// Goes back to the step of the answer at `path` with the answer pre-filled, the run
    /// to come back to the review once it is answered.
    ///
    /// An answer whose entry is on the stack is asked again there. One given inside a
    /// completed sheet or cover (whose entries left the stack) is reached by going
    /// forward again from the entry beneath it, its earlier answers taken as drafts.
    private func change(_ path: String, fromReviewIn state: inout WizardState) -> Outcome {
        var edit = ReviewEdit(path: path, reviewedPaths: reviewItems(of: state).map(\.path), takenPaths: [path])
        leaveReview(&state)
        let routes = state.stack.routes
        let frameTable = state.frameTable
        let onStack = routes.lastIndex { $0.screen.kind == .step && frameTable.path(of: $0.screen.step, in: $0.screen.frame) == path }
        // The answers of a closed sheet arrived with the entry after it (the latest pass's,
        // when a `next` loop went through it more than once).
        let start =
            onStack ?? routes.lastIndex { $0.screen.arrivalChanges.contains { $0.path == path && $0.new != nil } } ?? routes.count
        let kept = onStack.map { $0 + 1 } ?? start
        let removed = state.stack.removeLast(routes.count - kept)
        for route in removed.reversed() {
            undo(route.screen, discarding: nil, in: &state)
        }
        for route in removed {
            keepLatestDrafts(of: route.screen.arrivalChanges + route.screen.answerChanges, in: &state)
            if let source = route.screen.source { edit.sources[reviewKey(of: route.screen, in: state)] = source }
        }
        state.frameTable.dropRecords(openedAfter: state.stack.top?.screen.id)
        state.reviewEdit = edit
        if onStack != nil {
            reopenTop(in: &state)
            guard let top = state.current else { return Outcome(notices: [], status: .failed(.notStarted)) }
            return Outcome(notices: [], status: .asking(prompt(for: top, in: state)))
        }
        var notices: [Notice] = []
        let cursor: Cursor
        if let top = state.stack.top?.screen {
            if top.kind == .step, let flow = flow(for: top.frame, in: state), let index = flow.position(of: top.step) {
                cursor = nextCursor(after: index, in: flow, frame: top.frame, answer: top.answer)
            } else if let after = afterRepeatQuestion(state: &state, notices: &notices) {
                cursor = after
            } else {
                return Outcome(notices: notices, status: .failed(.notStarted))
            }
        } else {
            cursor = .stepAt(frame: nil, index: 0)
        }
        let stop = advance(&state, from: cursor, notices: &notices)
        if case .failed = stop { settleAfterFailure(&state) }
        return Outcome(notices: notices, status: status(stop, in: state))
    }

    /// Stops at the review; back from a change made there, says which answers it dropped.
    func arriveAtReview(_ state: inout WizardState, notices: inout [Notice]) {
        state.isReviewing = true
        guard let edit = state.reviewEdit else { return }
        state.reviewEdit = nil
        let listed = Set(reviewItems(of: state).map(\.path))
        let dropped = edit.reviewedPaths.filter { $0 != edit.path && !listed.contains($0) }
        if !dropped.isEmpty {
            notices.append(.answersDropped(AnswerImpact(changedPath: edit.path, droppedPaths: dropped, staleDefaultPaths: [])))
        }
    }

    /// How a change from the review names an entry's question: its answer path, or
    /// `path#moreN` for a repeat's question asked with N items.
    func reviewKey(of entry: Entry, in state: WizardState) -> String {
        let path = state.path(of: entry)
        if case .repeatQuestion(let count) = entry.kind { return AnswerPath.moreDraftKey(path, count: count) }
        return path
    }

    /// While a change made from the review goes forward: the earlier answer (draft) of an
    /// entry that is not the one changed, when it is still valid there and was not taken
    /// before in this change (a `next` loop reaching it again).
    func reviewDraft(for entry: Entry, step: Step, in state: WizardState) -> AnswerValue? {
        guard let edited = state.reviewEdit, !state.drafts.isEmpty else { return nil }
        let path = state.path(of: entry)
        switch entry.kind {
        case .repeatQuestion:
            let key = reviewKey(of: entry, in: state)
            return edited.takenPaths.contains(key) ? nil : state.drafts[key]
        case .step:
            guard !edited.takenPaths.contains(path) else { return nil }
            guard path != edited.path, let draft = state.drafts[path],
                validate(draft, for: step, frame: entry.frame, state: state) == nil
            else { return nil }
            // A templated default the change renders differently: the step is asked, the
            // old answer pre-filled and the new default shown.
            if case .template? = step.defaultValue, case .success(let now)? = defaultAnswer(for: step, frame: entry.frame, state: state),
                now != draft
            {
                return nil
            }
            return draft
        }
    }
}
