extension FlowCatalog {
    /// The step an answer path names (`db.port`, `servers.1.host`).
    ///
    /// - Parameter path: a dotted answer path; the component after a repeating `flow` step
    ///   is taken as the item index, unchecked.
    /// - Returns: the step, or nil when the path names none, or names a `flow` step.
    /// - Complexity: O(*n*) in the path's components (times each flow's step lookup).
    package func step(atAnswerPath path: String) -> Step? {
        guard var flow = root else { return nil }
        var components = path.split(separator: ".")[...]
        while let first = components.popFirst() {
            guard let step = flow.step(StepID(String(first))) else { return nil }
            guard case .flow(let reference) = step.kind else { return components.isEmpty ? step : nil }
            guard let sub = self.flow(reference.flow) else { return nil }
            if reference.repetition != nil { _ = components.popFirst() }
            flow = sub
        }
        return nil
    }
}
