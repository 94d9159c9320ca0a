/// Warns about steps no path from a flow's first step reaches. From a step the run goes
/// to its `next` targets, and to the following step without `next`, when a `next` map has
/// no `"*"`, or when the step has a `when`.
///
/// The unreachable step check of one flow, run by the decoder once the flow's steps are
/// decoded.
func checkUnreachableSteps(_ decoded: DecodedFlow, into out: inout [Diagnostic]) {
    let steps = decoded.flow.steps
    guard !steps.isEmpty else { return }
    var walk = ReachWalk(count: steps.count)
    let index = decoded.flow.stepIndex
    while let i = walk.work.popLast() {
        // `hasWhenKey` covers a parsed `when` too (it is read from that key), so the step's
        // `when`, a reference-counted value, is not read; nor is the whole step copied.
        var fallsThrough = decoded.steps[i].hasWhenKey
        switch steps[i].next {
        case nil: fallsThrough = true
        case .target(let target): walk.reach(target, index: index)
        case .branches(let branches, let fallback):
            for branch in branches { walk.reach(branch.target, index: index) }
            if let fallback { walk.reach(fallback, index: index) } else { fallsThrough = true }
        }
        if fallsThrough, i + 1 < steps.count { walk.reach(i + 1) }
    }
    let reached = walk.reached
    for (i, isReached) in reached.enumerated() where !isReached {
        let source = decoded.steps[i]
        out.append(
            .warning(
                MessageText(
                    .loadUnreachableStep, ["step": quoted(steps[i].id.rawValue), "flow": quoted(decoded.flow.id.rawValue)]),
                at: source.position.location(in: decoded.file), path: decoded.path(of: source)))
    }
}
