/// Everything an embedding program adds to the flow language, as a value: step types,
/// validators, expression functions and choices providers. Give the same registry to
/// `FlowLoader` and to `Engine`. Plugins run synchronously, and their failures become
/// one-line refusals or diagnostics, never a crash.
public struct PluginRegistry: Sendable {
    /// Step types by `type` name. A built-in name (`text` ...) cannot be replaced: the
    /// built-in type wins.
    public var stepTypes: [String: StepTypePlugin]
    /// Validators by the name used in `"validate": {"plugin": NAME}`.
    public var validators: [String: ValidatorPlugin]
    /// Expression functions, the built-ins included.
    public var functions: ExpressionFunctions
    /// Choices providers by the name used in `"choices": {"plugin": NAME, ...}`.
    public var choiceProviders: [String: ChoicesPlugin] = [:]

    /// Creates a registry.
    ///
    /// - Parameters:
    ///   - stepTypes: step types by `type` name.
    ///   - validators: validators by name.
    ///   - functions: expression functions; `.builtIn` (docs/expressions.md) unless given.
    ///     Extend it with `register(_:arity:_:)`.
    public init(
        stepTypes: [String: StepTypePlugin] = [:], validators: [String: ValidatorPlugin] = [:],
        functions: ExpressionFunctions = .builtIn
    ) {
        self.stepTypes = stepTypes
        self.validators = validators
        self.functions = functions
    }
}
