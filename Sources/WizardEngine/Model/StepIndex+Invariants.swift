extension StepIndex {
    /// Checks the invariants documented on `StepIndex`.
    ///
    /// - Returns: one sentence per broken invariant; empty when the index is consistent.
    /// - Complexity: O(*n*) expected in the number of steps, plus the probes.
    func checkInvariants() -> [String] {
        var problems = table.checkInvariants(steps: steps)
        for (position, step) in steps.enumerated() where table.position(of: step.id, in: steps) == nil {
            problems.append("step \(position)'s id \(step.id) is not indexed")
        }
        return problems
    }
}
