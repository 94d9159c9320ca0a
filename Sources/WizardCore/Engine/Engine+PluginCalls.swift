extension Engine {
    /// What a plugin call made for `step` at this place in the run knows: the answers so
    /// far, which of them are secret, and the step's path.
    func pluginContext(for step: Step, frame: FrameID?, state: WizardState) -> PluginContext {
        let answers = answers(of: state)
        let secretPaths = answers.leaves().map(\.path).filter { isSecretPath($0) }.sorted()
        return PluginContext(
            answers: answers.value, stepPath: state.frameTable.path(of: step.id, in: frame), secretPaths: secretPaths,
            isSecretStep: step.isSecret)
    }

    /// The choices of a `select` or `multiselect` step before `when` filters them: the
    /// fixed ones, or what its choices provider gives now (or why it cannot).
    func allChoices(
        of step: Step, frame: FrameID?, state: WizardState, texts: InputRefusalTexts = InputRefusalTexts()
    ) -> Result<[Choice], InputRefusal> {
        guard let source = step.choicesSource else { return .success(step.kind.choices ?? []) }
        guard let provider = plugins.choiceProviders[source.plugin] else {
            return .failure(texts.refusal(.noChoices, ["name": source.plugin]))
        }
        return provider.checkedChoices(
            method: source.method, name: source.plugin, context: pluginContext(for: step, frame: frame, state: state)
        ).mapError { InputRefusal(reason: $0.reason) }
    }
}
