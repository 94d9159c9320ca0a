extension Engine {
    /// Tab candidates for a step: a plugin type's (checked) completions for an empty
    /// prefix, else the visible choices' values.
    func completions(for step: Step, choices: [PromptChoice], frame: FrameID?, state: WizardState) -> [String] {
        guard case .plugin(let name, let configuration) = step.kind, let plugin = plugins.stepTypes[name] else {
            return choices.map(\.value)
        }
        return plugin.checkedCompletions(
            "", configuration: configuration, context: pluginContext(for: step, frame: frame, state: state))
    }

    /// A plugin answer as the user would type it, through the plugin's `format`; nil for
    /// built-in kinds.
    func pluginTypedText(_ value: AnswerValue, kind: StepKind) -> String? {
        guard case .plugin(let name, let configuration) = kind, let plugin = plugins.stepTypes[name] else { return nil }
        return plugin.format(value, configuration)
    }

    /// The Tab completion candidates for `prefix` at the current prompt.
    ///
    /// - Parameters:
    ///   - prefix: the text typed so far.
    ///   - state: the run's state.
    /// - Returns: candidates in the order to show them; empty when the run is not asking.
    ///   A plugin's candidates are filtered as `StepTypePlugin` describes; other steps
    ///   offer their prompt's completions that start with `prefix` (case-sensitive).
    public func completions(for prefix: String, in state: WizardState) -> [String] {
        guard let entry = state.current else { return [] }
        if entry.kind == .step, let step = step(of: entry, in: state), case .plugin(let name, let configuration) = step.kind,
            let plugin = plugins.stepTypes[name]
        {
            return plugin.checkedCompletions(
                prefix, configuration: configuration, context: pluginContext(for: step, frame: entry.frame, state: state))
        }
        return prompt(for: entry, in: state).completions.filter { $0.hasPrefix(prefix) }
    }
}
