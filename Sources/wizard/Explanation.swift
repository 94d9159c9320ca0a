import WizardEngine

/// `--explain`: for every step of the flows the run entered, in the order first met, where its final
/// answer came from or why it has none.
///
/// Values are never shown, so no secret can leak. The lines are raw: `Console.line` escapes them.
enum Explanation {
    static func lines(engine: Engine, state: WizardState, log: WizardRunner.Log, messages: Messages = .english) -> [String] {
        var order: [String] = []
        var verdicts: [String: String] = [:]
        // The paths whose latest verdict is an answer (or a discarded one).
        var answered: Set<String> = []
        // The sheets and covers open at each notice, innermost last, each with its answer
        // prefix once a step inside it is met; and how each one's last visit ended.
        var openModals: [String?] = []
        var dismissed: Set<String> = []
        func note(_ path: String, _ key: MessageKey, _ arguments: [String: String] = [:]) {
            if verdicts[path] == nil { order.append(path) }
            verdicts[path] = messages.text(key, arguments)
            if key == .explainAnswered { answered.insert(path) } else { answered.remove(path) }
            // A step as deep in sheets and covers as the visits open is in the innermost.
            if let last = openModals.indices.last, openModals[last] == nil {
                let modals = modalPrefixes(of: path, in: engine.catalog)
                if modals.count == openModals.count { openModals[last] = modals.last }
            }
        }
        for notice in log.notices {
            switch notice {
            case .skipped(let path):
                note(path, .explainSkipped)
            case .shown(let path):
                note(path, .explainShown)
            case .answered(let path, let source):
                note(path, .explainAnswered, ["source": describe(source, messages: messages)])
            case .answersDropped(let impact):
                for path in impact.droppedPaths {
                    note(path, .explainDropped, ["path": impact.changedPath])
                }
            case .modalOpened:
                openModals.append(nil)
            case .modalClosed(_, _, let isCommitted):
                guard let closed = openModals.popLast(), let prefix = closed else { break }
                if isCommitted { dismissed.remove(prefix) } else { dismissed.insert(prefix) }
            default:
                break
            }
        }
        // An answer given in a dismissed sheet, or left behind by `back` or a later pass of a loop, is
        // not among the final answers (of a stopped run: among the answers kept so far).
        let finalPaths = Set(state.answers.keys)
        func isFinal(_ path: String) -> Bool {
            finalPaths.contains(path) || finalPaths.contains { $0.hasPrefix(path + ".") }
        }
        let discarded = messages.text(state.isCompleted ? .explainDiscardedFinal : .explainDiscardedKept)
        for path in order where answered.contains(path) && !path.contains("#") && !isFinal(path) {
            verdicts[path] = discarded
        }
        if let current = state.current {
            let path = state.path(of: current)
            note(path, answered.contains(path) ? .explainAskedAgain : .explainAsked)
        }
        let met = Set(order.flatMap(prefixes))
        var lines = ["wizard: explain:"]
        for path in order {
            let shown =
                path.contains("#")
                ? messages.text(.explainAddAnother, ["path": path.split(separator: "#").first.map(String.init) ?? path]) : path
            lines.append("  \(shown)\(titleNote(of: path, in: engine.catalog)): \(verdicts[path] ?? "")")
            // The steps of the same flow after this one that the run never met.
            guard !path.contains("#"), let place = locate(path, in: engine.catalog) else { continue }
            var missed: [String] = []
            var laterMet = false
            for step in place.flow.steps.dropFirst(place.index + 1) {
                let sibling = place.prefix.isEmpty ? step.id.rawValue : place.prefix + "." + step.id.rawValue
                if met.contains(sibling) {
                    laterMet = true
                    break
                }
                missed.append(sibling)
            }
            let reason = messages.text(
                unreachedReason(
                    after: place, path: path, laterMet: laterMet, dismissed: dismissed, state: state, catalog: engine.catalog))
            for sibling in missed { lines.append("  \(sibling): \(reason)") }
        }
        return lines
    }

    /// ` (Title)` for a step whose flow gives it a literal `title`, escaped; else nothing, so
    /// the line starts with the answer path alone.
    static func titleNote(of path: String, in catalog: FlowCatalog) -> String {
        guard !path.contains("#"), let place = locate(path, in: catalog), let title = place.flow.steps[place.index].title,
            title.isLiteral
        else { return "" }
        let text = title.parts.map { if case .text(let piece) = $0 { piece } else { "" } }.joined()
        return text.isEmpty ? "" : " (\(TerminalText.escape(text)))"
    }

    /// Why the steps after `path` in its flow were never met (`place` locates `path`).
    static func unreachedReason(
        after place: (flow: Flow, index: Int, prefix: String), path: String, laterMet: Bool, dismissed: Set<String>,
        state: WizardState, catalog: FlowCatalog
    ) -> MessageKey {
        if laterMet { return .explainNextRule }
        // The run stopped inside this flow, before the later steps.
        let isInside = state.current.map { place.prefix.isEmpty || state.path(of: $0).hasPrefix(place.prefix + ".") } ?? false
        if isInside || (place.prefix.isEmpty && !state.isCompleted) { return .explainStopped }
        if let sheet = modalPrefixes(of: path, in: catalog).last, dismissed.contains(sheet) {
            return .explainSheetDismissed
        }
        // A sub-flow that ended right after `path` did so through its `next` rule; without one, the run
        // left the sub-flow early.
        if !place.prefix.isEmpty && !canEndFlow(place.flow.steps[place.index].next) {
            return .explainLeftSubflow
        }
        return .explainNextRule
    }

    /// Whether a `next` rule can end its flow (`$end` as a target, a branch or the fallback).
    static func canEndFlow(_ rule: NextRule?) -> Bool {
        switch rule {
        case nil: false
        case .target(let target): target == .end
        case .branches(let branches, let fallback): fallback == .end || branches.contains { $0.target == .end }
        }
    }

    /// The answer prefixes of the sheets and covers a step path lies in, outermost first
    /// (`["extra"]` for `extra.db.port` when `extra` is a sheet and `db` pushed).
    static func modalPrefixes(of path: String, in catalog: FlowCatalog) -> [String] {
        var modals: [String] = []
        _ = locate(path.split(separator: "#").first ?? "", in: catalog) { reference, prefix in
            if reference.presentation != .push { modals.append(prefix) }
        }
        return modals
    }

    /// A path and every path it lies inside (`db.tls.mode` → `db`, `db.tls`, `db.tls.mode`),
    /// a repeat question's (`team#more`) counting as its repeat's.
    static func prefixes(_ path: String) -> [String] {
        let base = path.split(separator: "#").first.map(String.init) ?? path
        var out: [String] = []
        var current = ""
        for component in base.split(separator: ".") {
            current = current.isEmpty ? String(component) : current + "." + component
            out.append(current)
        }
        return out
    }

    /// The flow holding the step at `path`, the step's index and its answers' prefix; nil when the path
    /// names no step. `through` is told of every `flow` step on the way.
    static func locate(
        _ path: some StringProtocol, in catalog: FlowCatalog, through: (FlowReference, String) -> Void = { _, _ in }
    ) -> (flow: Flow, index: Int, prefix: String)? {
        guard var flow = catalog.root else { return nil }
        var prefix = ""
        var components = path.split(separator: ".")[...]
        while let first = components.popFirst() {
            guard let index = flow.steps.firstIndex(where: { $0.id.rawValue == first }) else { return nil }
            if components.isEmpty { return (flow, index, prefix) }
            guard case .flow(let reference) = flow.steps[index].kind, let sub = catalog.flow(reference.flow) else { return nil }
            prefix = prefix.isEmpty ? String(first) : prefix + "." + first
            if reference.repetition != nil, let item = components.popFirst() { prefix += "." + item }
            through(reference, prefix)
            flow = sub
        }
        return nil
    }

    static func describe(_ source: AnswerSource, messages: Messages) -> String {
        switch source {
        case .typed: messages.text(.explainSourceTyped)
        case .piped: messages.text(.explainSourcePiped)
        case .set: "--set"
        case .answersFile: messages.text(.explainSourceAnswersFile)
        case .environment: "env"
        case .default: messages.text(.explainSourceDefault)
        case .draft: messages.text(.explainSourceDraft)
        }
    }
}
