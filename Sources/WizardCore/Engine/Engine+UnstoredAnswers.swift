extension Engine {
    /// An answer on the final path that the output leaves out (`store: false`, or inside a
    /// sub-flow whose step is not stored), with the step that took it.
    package struct UnstoredAnswer: Sendable, Equatable {
        /// The answer's path, as `--set` takes it.
        package var path: String
        /// The answer.
        package var value: AnswerValue
        /// The answer as typed input, which `--set` reads back as the same answer.
        package var typedText: String
        /// Whether the step is a secret (its value must never be shown).
        package var isSecret: Bool
    }

    /// The answers of a run that its output does not hold and that a `--non-interactive`
    /// rerun from that output might not find by itself: the step's literal default is
    /// another value, it has none, or its `env` variable is set (docs/writing-flows.md).
    ///
    /// - Parameter state: a completed run.
    /// - Returns: the answers in flow order.
    /// - Complexity: O(steps of the flows reached).
    package func unstoredAnswers(of state: WizardState) -> [UnstoredAnswer] {
        guard let root = catalog.root else { return [] }
        var out: [UnstoredAnswer] = []
        collectUnstored(in: root, prefix: "", isInsideUnstored: false, answers: state.answers, into: &out, depth: 0)
        return out
    }

    private func collectUnstored(
        in flow: Flow, prefix: String, isInsideUnstored: Bool, answers: [String: AnswerValue], into out: inout [UnstoredAnswer],
        depth: Int
    ) {
        guard depth < 64 else { return }
        for step in flow.steps {
            let path = AnswerPath.join(prefix, step.id.rawValue)
            let isUnstored = isInsideUnstored || !step.isStored
            switch step.kind {
            case .message:
                continue
            case .flow(let reference):
                guard let sub = catalog.flow(reference.flow), answers[completionKey(path)] != nil else { continue }
                if reference.repetition != nil {
                    guard case .integer(let count)? = answers[AnswerPath.countKey(path)] else { continue }
                    for item in 0..<max(0, count) {
                        collectUnstored(
                            in: sub, prefix: path + "." + String(item), isInsideUnstored: isUnstored, answers: answers,
                            into: &out, depth: depth + 1)
                    }
                } else {
                    collectUnstored(
                        in: sub, prefix: path, isInsideUnstored: isUnstored, answers: answers, into: &out, depth: depth + 1)
                }
            default:
                guard isUnstored, let value = answers[path] else { continue }
                // The default gives it again, unless the step's variable, which comes first, is set.
                let readsVariable = step.environmentVariable.map { environment.variables[$0] != nil } ?? false
                if step.literalDefaultValue == value && !readsVariable { continue }
                out.append(
                    UnstoredAnswer(
                        path: path, value: value, typedText: typedText(value, kind: step.kind), isSecret: step.isSecret))
            }
        }
    }
}
