/// Everything an embedding program adds to the flow language, passed in as a value (no
/// globals): step types, named validators and expression functions.
///
/// Give the same registry to `FlowLoader` (so flows may name the plugins, and unknown
/// names are load-time errors with "did you mean") and to `Engine` (so they run). A name
/// is matched exactly. A plugin is called synchronously from the engine; it must not do
/// I/O the engine's callers do not expect, and whatever it throws or returns wrongly is
/// turned into a one-line refusal or diagnostic, never a crash (see `StepTypePlugin`).
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
