extension WizardState {
    /// Checks the invariants documented on `WizardState`.
    ///
    /// - Returns: one sentence per broken invariant; empty when the state is consistent.
    /// - Complexity: O(entries + changes + drafts).
    public func checkInvariants() -> [String] {
        var problems: [String] = []
        let routes = stack.routes
        var replayed: [String: AnswerValue] = [:]
        var lastID = 0
        for (index, route) in routes.enumerated() {
            let entry = route.screen
            let isTop = index == routes.count - 1
            if entry.id.rawValue <= lastID {
                problems.append("entry \(entry.id) at \(index) does not increase")
            }
            lastID = entry.id.rawValue
            if entry.id.rawValue >= nextEntryID {
                problems.append("entry \(entry.id) is not below nextEntryID \(nextEntryID)")
            }
            if isTop && !isCompleted {
                if entry.answer != nil { problems.append("the asked entry \(entry.id) has an answer") }
                if !entry.answerChanges.isEmpty {
                    problems.append("the asked entry \(entry.id) has answer changes")
                }
            } else if entry.answer == nil {
                problems.append("entry \(entry.id) at \(index) below the top has no answer")
            }
            for change in entry.arrivalChanges + entry.answerChanges {
                if replayed[change.path] != change.old {
                    problems.append("change of \(change.path) in entry \(entry.id) does not follow")
                }
                replayed[change.path] = change.new
            }
        }
        for change in pending {
            replayed[change.path] = change.new
        }
        if replayed != answers {
            let keys = Set(replayed.keys).symmetricDifference(answers.keys).sorted()
            problems.append("answers differ from the replayed changes (keys: \(keys))")
        }
        if !pending.isEmpty && !isCompleted {
            problems.append("pending changes while asking")
        }
        return problems
    }
}
