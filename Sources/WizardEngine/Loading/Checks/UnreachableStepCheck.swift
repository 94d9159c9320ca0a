/// Warns about steps no path from a flow's first step reaches (SPEC §11).
///
/// From a step the run can go to its `next` targets, or to the following step when it has
/// no `next`, when a `next` map has no `"*"`, and whenever the step has a `when` (it may
/// be skipped).
///
/// - Complexity: O(steps + `next` targets) per flow.
func checkUnreachableSteps(_ catalog: DecodedCatalog) -> [Diagnostic] {
    catalog.findings(.unreachableSteps)
}

/// The unreachable step check of one flow, run by the decoder once the flow's steps are
/// decoded.
func checkUnreachableSteps(_ decoded: DecodedFlow, into out: inout [Diagnostic]) {
    let steps = decoded.flow.steps
    guard !steps.isEmpty else { return }
    var reached = Array(repeating: false, count: steps.count)
    var work = [0]
    reached[0] = true
    // Marks a step reached and queues it (the order of the walk does not matter).
    func reach(_ j: Int) {
        guard !reached[j] else { return }
        reached[j] = true
        work.append(j)
    }
    func reach(_ target: NextTarget) {
        if case .step(let id) = target, let j = decoded.flow.stepIndex.position(of: id) { reach(j) }
    }
    while let i = work.popLast() {
        // `hasWhenKey` covers a parsed `when` too (it is read from that key), so the step's
        // `when`, a reference-counted value, is not read; nor is the whole step copied.
        var fallsThrough = decoded.steps[i].hasWhenKey
        switch steps[i].next {
        case nil: fallsThrough = true
        case .target(let target): reach(target)
        case .branches(let branches, let fallback):
            branches.forEach { reach($0.target) }
            if let fallback { reach(fallback) } else { fallsThrough = true }
        }
        if fallsThrough, i + 1 < steps.count { reach(i + 1) }
    }
    for (i, isReached) in reached.enumerated() where !isReached {
        let source = decoded.steps[i]
        out.append(
            .warning(
                "step \(quoted(steps[i].id.rawValue)) is never reached from the first step of flow \(quoted(decoded.flow.id.rawValue))",
                at: source.position.location(in: decoded.file), path: decoded.path(of: source)))
    }
}
