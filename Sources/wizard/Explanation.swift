import WizardEngine

/// `--explain`: for every step of the flows the run entered, in the order first met:
/// where its final answer came from, skipped (its `when` did not hold), shown (a message),
/// dropped (an earlier answer changed after `back` left it off the path), discarded (given
/// in a sheet that was dismissed), or not reached
/// (a `next` rule led past it, or the run stopped first). Values are never shown, so no
/// secret can leak.
enum Explanation {
    static func text(engine: Engine, state: WizardState, log: WizardRunner.Log) -> String {
        var order: [String] = []
        var verdicts: [String: String] = [:]
        func note(_ path: String, _ verdict: String) {
            if verdicts[path] == nil { order.append(path) }
            verdicts[path] = verdict
        }
        for notice in log.notices {
            switch notice {
            case .skipped(let path):
                note(path, "skipped: its 'when' did not hold")
            case .shown(let path):
                note(path, "shown: a message")
            case .answered(let path, let source):
                note(path, "answered: " + describe(source))
            case .answersDropped(let impact):
                for path in impact.droppedPaths {
                    note(path, "dropped: changing \(TerminalText.escape(impact.changedPath)) left it off the path")
                }
            default:
                break
            }
        }
        if let current = state.current { note(current.path, "asked, not answered") }
        // An answer given in a sheet that was then dismissed, or left behind by a change
        // after `back`, is not among the final answers: say so instead of "answered".
        if state.isCompleted {
            let finalPaths = Set(state.answers.keys)
            func isFinal(_ path: String) -> Bool {
                finalPaths.contains(path) || finalPaths.contains { $0.hasPrefix(path + ".") }
            }
            for path in order where verdicts[path]?.hasPrefix("answered") == true && !path.contains("#") && !isFinal(path) {
                verdicts[path] = "discarded: not among the final answers (a dismissed sheet, or a change after back)"
            }
        }
        let met = Set(order.flatMap(prefixes))
        var lines = ["wizard: explain:"]
        for path in order {
            let shown = path.contains("#") ? path.replacingHash() : TerminalText.escape(path)
            lines.append("  \(shown): \(verdicts[path] ?? "")")
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
            let reason =
                laterMet || state.isCompleted ? "not reached: a 'next' rule led past it" : "not reached: the run stopped before it"
            for sibling in missed { lines.append("  \(TerminalText.escape(sibling)): \(reason)") }
        }
        return lines.joined(separator: "\n") + "\n"
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

    /// The flow holding the step at `path`, the step's index in it and the path prefix of
    /// that flow's answers.
    static func locate(_ path: String, in catalog: FlowCatalog) -> (flow: Flow, index: Int, prefix: String)? {
        guard var flow = catalog.root else { return nil }
        var prefix = ""
        var components = path.split(separator: ".")[...]
        while let first = components.popFirst() {
            guard let index = flow.steps.firstIndex(where: { $0.id.rawValue == first }) else { return nil }
            if components.isEmpty { return (flow, index, prefix) }
            let step = flow.steps[index]
            guard case .flow(let reference) = step.kind, let sub = catalog.flow(reference.flow) else { return nil }
            prefix = prefix.isEmpty ? String(first) : prefix + "." + first
            if reference.repetition != nil, let item = components.popFirst() { prefix += "." + item }
            flow = sub
        }
        return nil
    }

    static func describe(_ source: AnswerSource) -> String {
        switch source {
        case .typed: "typed"
        case .piped: "piped"
        case .set: "--set"
        case .answersFile: "answers file"
        case .environment: "env"
        case .default: "default"
        case .draft: "draft"
        }
    }
}

extension String {
    fileprivate func replacingHash() -> String {
        TerminalText.escape(split(separator: "#").first.map(String.init) ?? self) + " (add another?)"
    }
}
