import WizardEngine

/// `--explain`: for every step the run met, in the order first met: skipped (its `when`
/// did not hold), dropped (an earlier answer changed after `back` left it off the path),
/// or where its final answer came from. Values are never shown, so no secret can leak.
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
        var lines = ["wizard: explain:"]
        for path in order {
            let shown = path.contains("#") ? path.replacingHash() : TerminalText.escape(path)
            lines.append("  \(shown): \(verdicts[path] ?? "")")
        }
        return lines.joined(separator: "\n") + "\n"
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
