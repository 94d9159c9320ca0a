extension Engine {
    /// Answer paths given by `--set` or the answers file that match no step of the flow
    /// (SPEC §6: warnings, errors with `--strict`), sorted.
    ///
    /// A path matches when each component names a step of the flow it is in, through
    /// `flow` steps (with an item index after a repeat); a multiselect's array and a
    /// sub-flow's object are walked as the output shapes them.
    ///
    /// `message` steps, and `flow` steps given a leaf (or a repeat given no array), count as
    /// unknown.
    ///
    /// - Returns: each unknown path once, sorted; empty when the catalog has no root flow.
    /// - Complexity: O(size of the given answers).
    package func unknownAnswerPaths() -> [String] {
        guard let root = catalog.root else { return [] }
        var unknown: [String] = []
        for path in sources.setValues.keys where !isKnownPath(path.split(separator: ".").map(String.init), in: root) {
            unknown.append(path)
        }
        if case .object(let members)? = sources.answersFile {
            collectUnknown(members, in: root, prefix: "", into: &unknown)
        }
        return Array(Set(unknown)).sorted()
    }

    func isKnownPath(_ components: [String], in flow: Flow) -> Bool {
        guard let first = components.first, let step = flow.step(StepID(first)) else { return false }
        let rest = components.dropFirst()
        guard case .flow(let reference) = step.kind, let sub = catalog.flow(reference.flow) else {
            return rest.isEmpty && step.isInput
        }
        if reference.repetition != nil {
            guard let index = rest.first, Int(index) != nil else { return false }
            return isKnownPath(Array(rest.dropFirst()), in: sub)
        }
        return isKnownPath(Array(rest), in: sub)
    }

    func collectUnknown(_ members: [String: AnswerValue], in flow: Flow, prefix: String, into unknown: inout [String]) {
        for (key, value) in members {
            let path = AnswerPath.join(prefix, key)
            guard let step = flow.step(StepID(key)) else {
                unknown.append(path)
                continue
            }
            guard case .flow(let reference) = step.kind, let sub = catalog.flow(reference.flow) else {
                if !step.isInput { unknown.append(path) }
                continue
            }
            switch (reference.repetition, value) {
            case (nil, .object(let inner)):
                collectUnknown(inner, in: sub, prefix: path, into: &unknown)
            case (.some, .array(let items)):
                for (index, item) in items.enumerated() {
                    if case .object(let inner) = item {
                        collectUnknown(inner, in: sub, prefix: path + "." + String(index), into: &unknown)
                    }
                }
            default:
                unknown.append(path)
            }
        }
    }
}
