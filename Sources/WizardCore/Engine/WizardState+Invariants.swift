extension WizardState {
    /// Checks the invariants documented on `WizardState`.
    ///
    /// - Returns: one sentence per broken invariant; empty when the state is consistent.
    /// - Complexity: O(entries + changes + drafts + frame records).
    public func checkInvariants() -> [String] {
        var problems: [String] = frameTableProblems()
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
            if isTop && !isCompleted && !isReviewing {
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
        if !pending.isEmpty && !isCompleted && !isReviewing {
            problems.append("pending changes while asking")
        }
        return problems
    }

    /// The frame table's part of the invariants (see `FrameTable`), and every entry's frame
    /// present and opened before the entry was pushed.
    func frameTableProblems() -> [String] {
        var problems: [String] = []
        let records = frameTable.records
        var lastOpened = Int.min
        for (index, record) in records.enumerated() {
            if record.openedAt < lastOpened { problems.append("frame \(index) opened before the frame below it") }
            lastOpened = record.openedAt
            var parentRecord: FrameRecord?
            if let parent = record.parent {
                guard parent.rawValue >= 0, parent.rawValue < index else {
                    problems.append("frame \(index) has parent \(parent.rawValue), not an earlier frame")
                    continue
                }
                parentRecord = records[parent.rawValue]
            }
            let derived = FrameRecord(
                record.frame, id: FrameID(index), parent: record.parent, parentRecord: parentRecord, openedAt: record.openedAt)
            if derived != record { problems.append("frame \(index) has a depth, prefix or modal its chain does not give") }
        }
        var used = [Bool](repeating: false, count: records.count)
        for route in stack.routes {
            guard let frame = route.screen.frame else { continue }
            guard frame.rawValue >= 0, frame.rawValue < records.count else {
                problems.append("entry \(route.screen.id) names an unknown \(frame)")
                continue
            }
            if records[frame.rawValue].openedAt > route.screen.id.rawValue {
                problems.append("entry \(route.screen.id) was pushed before its \(frame) opened")
            }
            used[frame.rawValue] = true
        }
        // Children come after their parents: one pass from the end marks every ancestor.
        for index in records.indices.reversed() where used[index] {
            if let parent = records[index].parent, parent.rawValue >= 0, parent.rawValue < index { used[parent.rawValue] = true }
        }
        for index in records.indices where !used[index] {
            problems.append("frame \(index) holds no entry")
        }
        return problems
    }
}
