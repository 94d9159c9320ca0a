/// A flow holds at most 100,000 steps.
///
/// The step limit check of one flow whose `steps` array (at `stepsNode`) holds `count`
/// items, run by the decoder before the steps are decoded (`flow` has its id by then).
func checkStepLimit(count: Int, at stepsNode: JSONNode, flow: DecodedFlow, limit: Int, into out: inout [Diagnostic]) {
    guard count > limit else { return }
    out.append(
        .error(
            MessageText(
                .loadTooManySteps, ["flow": quoted(flow.flow.id.rawValue), "count": String(count), "limit": String(limit)]),
            at: stepsNode.location(in: flow.file), path: flow.path("steps")))
}
