extension Engine {
    /// Pushes an entry for `step` and answers it from a source when one applies; nil when
    /// it was answered (go on), else where to stop.
    func arrive(
        at step: Step, kind: EntryKind, frame: FrameID?, stepIndex: Int? = nil, state: inout WizardState,
        notices: inout [Notice]
    ) -> Stop? {
        guard state.pushCount < entryLimit else { return .failed(.runawayLoop(limit: entryLimit)) }
        guard state.recordedBytes <= recordLimit else { return .failed(.recordedTooMuch(limit: recordLimit)) }
        let id = EntryID(state.nextEntryID)
        let entry = Entry(id: id, frame: frame, step: step.id, kind: kind, arrivalChanges: state.pending)
        let style = routeStyle(for: frame, in: state)
        state.nextEntryID += 1
        state.pushCount += 1
        state.pending = []
        if state.reviewEdit != nil, let draft = reviewDraft(for: entry, step: step, in: state) {
            // Going forward to the review again: the earlier answer is taken, not asked.
            let questionKey = recordsTrace ? state.questionKey(of: entry) : nil
            let key = reviewKey(of: entry, in: state)
            state.reviewEdit?.takenPaths.append(key)
            // The answer keeps where it first came from (typed, --set, a default...).
            let source = state.reviewEdit?.sources[key] ?? .draft
            state.stack.append(Route(screen: consume entry, style: style))
            record(draft, source: source, in: &state)
            if let questionKey { notices.append(.answered(path: questionKey, source: source)) }
            return nil
        }
        guard deepLinkTarget != nil || mayPreAnswer(kind: kind, step: step) else {
            // No source can answer: the entry is pushed and asked.
            state.stack.append(Route(screen: consume entry, style: style))
            if sources.isNonInteractive {
                let type = kind == .step ? step.typeName : "confirm"
                return .failed(.missingAnswer(path: state.frameTable.path(of: step.id, in: frame), type: type))
            }
            return .asking(stepIndex: stepIndex)
        }
        if let target = deepLinkTarget {
            state.stack.append(Route(screen: entry, style: style))
            return arriveDuringDeepLink(target, entry: entry, step: step, state: &state, notices: &notices)
        }
        // A pre-answer reads the answers, never the stack, so it is found before the push.
        let pre = preAnswer(for: entry, step: step, state: state, stepIndex: stepIndex)
        switch pre {
        case .answer(let value, let source):
            let questionKey = recordsTrace ? state.questionKey(of: entry) : nil
            state.stack.append(Route(screen: consume entry, style: style))
            record(value, source: source, in: &state)
            if let questionKey { notices.append(.answered(path: questionKey, source: source)) }
            return nil
        case .invalid(let source, let reason):
            let path = state.path(of: entry)
            state.stack.append(Route(screen: consume entry, style: style))
            // A reference of the answers file that cannot be resolved is an error in every run.
            if sources.isNonInteractive || (source == .answersFile && unresolvedReference(at: path) != nil) {
                return .failed(.invalidProvidedAnswer(path: path, source: source, reason: reason))
            }
            notices.append(.sourceSetAside(path: path, source: source, reason: reason))
        case .none:
            let path = state.path(of: entry)
            state.stack.append(Route(screen: consume entry, style: style))
            if sources.isNonInteractive {
                let type = kind == .step ? step.typeName : "confirm"
                return .failed(.missingAnswer(path: path, type: type))
            }
        }
        return .asking(stepIndex: stepIndex)
    }

    /// Arrival while rebuilding a deep link: answer from the sources without asking, and
    /// stop at the target with its pre-answer as a draft.
    func arriveDuringDeepLink(
        _ target: String, entry: Entry, step: Step, state: inout WizardState, notices: inout [Notice]
    ) -> Stop? {
        let pre = preAnswer(for: entry, step: step, state: state)
        let path = state.path(of: entry)
        if entry.kind == .step && path == target {
            if case .answer(let value, _) = pre { state.drafts[path] = value }
            return .asking(stepIndex: nil)
        }
        if case .answer(let value, let source) = pre {
            record(value, source: source, in: &state)
            if recordsTrace { notices.append(.answered(path: state.questionKey(of: entry), source: source)) }
            return nil
        }
        return .failed(.deepLinkUnreachable(target: target, blockedAt: path))
    }

    /// The style of a new entry: the modal style when it is the first entry of its
    /// innermost (open) sheet or cover, else push.
    func routeStyle(for frame: FrameID?, in state: WizardState) -> RouteStyle {
        guard let modal = frame.flatMap({ state.frameTable[$0].modal }) else { return .push }
        let record = state.frameTable[modal]
        if let top = state.stack.top?.screen, top.id.rawValue >= record.openedAt { return .push }
        return record.frame.presentation == .sheet ? .sheet : .cover
    }

    /// Records an answer on the top entry.
    func record(_ value: AnswerValue, source: AnswerSource, in state: inout WizardState) {
        guard let entry = state.stack.top?.screen else { return }
        record(value, source: source, path: entry.kind == .step ? state.path(of: entry) : nil, in: &state)
    }

    /// Records an answer on the top entry at the known answer path (nil for a repeat
    /// question, which stores no answer).
    func record(_ value: AnswerValue, source: AnswerSource, path: String?, in state: inout WizardState) {
        guard !state.stack.routes.isEmpty else { return }
        state.recordedBytes += (path?.utf8.count ?? 0) + value.recordedBytes
        guard let path else {
            state.stack.modifyTop { entry in
                entry.answer = value
                entry.source = source
            }
            return
        }
        let old = state.answers.updateValue(value, forKey: path)
        state.stack.modifyTop { entry in
            entry.answer = value
            entry.source = source
            entry.answerChanges = [AnswerChange(path: path, old: old, new: value)]
        }
    }

    /// The first source (docs/cli.md) that answers the entry, if any; `stepIndex` is the
    /// step's index in its flow, when known.
    func preAnswer(for entry: Entry, step: Step, state: WizardState, stepIndex: Int? = nil) -> PreAnswer {
        guard mayPreAnswer(kind: entry.kind, step: step) else { return .none }
        let path = state.path(of: entry)
        if state.typedPaths.contains(entry.kind == .step ? path : path + "#more") { return .none }
        if case .repeatQuestion(let count) = entry.kind {
            if let items = sources.itemCount(at: path) {
                let source: AnswerSource = sources.fileValue(at: path) != nil ? .answersFile : .set
                return .answer(.bool(count < items), source)
            }
            return sources.useDefaults ? .answer(.bool(false), .default) : .none
        }
        let frame = entry.frame
        if !sources.setValues.isEmpty, let raw = sources.setValues[path] {
            let parsed = parse(raw, fromSource: true, for: step, frame: frame, state: state)
            return judge(parsed, source: .set, for: step, frame: frame, state: state)
        }
        if !sources.unresolvedReferences.isEmpty, let reason = unresolvedReference(at: path) {
            return .invalid(.answersFile, reason: reason)
        }
        let nullIsAnAnswer = if case .json = step.kind { true } else { false }
        if let value = sources.fileValue(at: path, keepingNull: nullIsAnAnswer) {
            let converted = convert(value, for: step, frame: frame, state: state)
            return judge(converted, source: .answersFile, for: step, frame: frame, state: state)
        }
        if let name = step.environmentVariable, let raw = environment.variables[name] {
            let parsed = parse(raw, fromSource: true, for: step, frame: frame, state: state)
            return judge(parsed, source: .environment, for: step, frame: frame, state: state)
        }
        if sources.useDefaults {
            if let value = defaultAnswer(for: step, frame: frame, state: state) {
                return judge(value, source: .default, for: step, frame: frame, state: state)
            }
            if !step.isRequired || !isRequiredByType(step) {
                let empty = emptyAnswer(for: step, frame: frame, state: state)
                return judge(empty, source: .default, for: step, frame: frame, state: state)
            }
        }
        return .none
    }

    /// Why the answers file's answer at `path` (or a reference inside it) cannot be used: a
    /// reference that could not be resolved; nil when there is none.
    func unresolvedReference(at path: String) -> String? {
        sources.unresolvedReferences[path] ?? sources.unresolvedBelow[path]
    }

    /// Whether any source might answer an entry of this kind for `step`; false means
    /// `preAnswer` would give `.none`.
    func mayPreAnswer(kind: EntryKind, step: Step) -> Bool {
        guard usesSources else { return false }
        if sources.setValues.isEmpty, sources.answersFile == nil, sources.unresolvedReferences.isEmpty, !sources.useDefaults,
            kind != .step || step.environmentVariable.map({ environment.variables[$0] == nil }) ?? true
        {
            return false
        }
        return true
    }

    /// Whether an empty input is refused for a step with no default.
    func isRequiredByType(_ step: Step) -> Bool {
        switch step.kind {
        case .text, .secret, .path: step.isRequired
        case .multiselect: false
        default: true
        }
    }

    /// Validates a parsed pre-answer for `step`, asked in `frame` of `state`.
    func judge(
        _ parsed: Result<AnswerValue, InputRefusal>, source: AnswerSource, for step: Step, frame: FrameID?, state: WizardState
    ) -> PreAnswer {
        switch parsed {
        case .failure(let refusal): return .invalid(source, reason: refusal.reason)
        case .success(let value):
            if let reason = validate(value, for: step, frame: frame, state: state, texts: refusalTexts) {
                return .invalid(source, reason: reason)
            }
            return .answer(value, source)
        }
    }
}

extension AnswerValue {
    /// The bytes a recorded value counts against `Engine.recordLimit`: its strings' and keys'
    /// UTF-8 bytes, and 8 for every other value.
    var recordedBytes: Int {
        switch self {
        case .string(let text): text.utf8.count
        case .array(let items): items.reduce(8) { $0 + $1.recordedBytes }
        case .object(let members): members.reduce(8) { $0 + $1.key.utf8.count + $1.value.recordedBytes }
        case .null, .bool, .integer, .number: 8
        }
    }
}
