/// `validate.plugin` names a registered validator.
///
/// The validator check of one step, run by the decoder while the step's JSON is at hand.
func checkValidatorPlugin(
    _ step: Step, _ source: StepSource, plugins: PluginRegistry, file: String, into out: inout [Diagnostic]
) {
    // A `PLUGIN.NAME` no Swift plugin provides is a process plugin's, checked when the
    // plugin is started.
    guard let name = step.validation.plugin, plugins.validators[name] == nil, PluginMemberName(name) == nil,
        let node = source[.validate]?["plugin"]
    else { return }
    out.append(
        .error(
            MessageText(.loadUnknownValidator, ["name": quoted(name)]), at: node.location(in: file),
            path: source.path("validate.plugin"), suggestion: didYouMean(name, among: plugins.validators.keys.sorted())))
}
