/// Every step but `message` and `flow` needs a `prompt`.
///
/// The prompt check of one step whose kind is known, run by the decoder while the step's
/// JSON is at hand.
func checkPromptRequired(_ step: Step, _ source: StepSource, file: String, into out: inout [Diagnostic]) {
    guard !source.has(.prompt), step.isInput else { return }
    // A misspelt `prompt` is already reported as an unknown key with a suggestion; a
    // plugin type takes unknown keys as configuration, so nothing reported it there.
    let keys = source.members.map(\.key)
    if step.kindCase != .plugin, keys.contains(where: { closestMatch(to: $0, among: ["prompt"]) != nil }) { return }
    out.append(
        .error(
            MessageText(.loadMissingPrompt, ["type": step.kind.typeName, "step": quoted(step.id.rawValue)]),
            at: source.node.location(in: file), path: source.path))
}
