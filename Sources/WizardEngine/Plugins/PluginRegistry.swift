/// Everything an embedding program adds to the flow language, passed in as a value (no
/// globals): step types, named validators and expression functions.
public struct PluginRegistry: Sendable {
    /// Step types by `type` name.
    public var stepTypes: [String: StepTypePlugin]
    /// Validators by the name used in `"validate": {"plugin": NAME}`.
    public var validators: [String: ValidatorPlugin]
    /// Expression functions, the built-ins included.
    public var functions: ExpressionFunctions

    /// A registry with the built-in functions and no plugins.
    public init(
        stepTypes: [String: StepTypePlugin] = [:], validators: [String: ValidatorPlugin] = [:],
        functions: ExpressionFunctions = .builtIn
    ) {
        self.stepTypes = stepTypes
        self.validators = validators
        self.functions = functions
    }
}

/// A step type registered by an embedding program.
public struct StepTypePlugin: Sendable {
    /// Checks the step's extra keys at load time; returns one message per problem.
    public var checkConfiguration: @Sendable (_ configuration: AnswerValue) -> [String]
    /// Turns a line of input into an answer, or returns why it is refused.
    public var parse:
        @Sendable (_ input: String, _ configuration: AnswerValue) throws -> PluginParseResult
    /// Completion candidates for the input typed so far.
    public var completions: @Sendable (_ prefix: String, _ configuration: AnswerValue) -> [String]

    /// Creates a step type.
    public init(
        checkConfiguration: @escaping @Sendable (AnswerValue) -> [String] = { _ in [] },
        parse: @escaping @Sendable (String, AnswerValue) throws -> PluginParseResult,
        completions: @escaping @Sendable (String, AnswerValue) -> [String] = { _, _ in [] }
    ) {
        self.checkConfiguration = checkConfiguration
        self.parse = parse
        self.completions = completions
    }
}

/// What a plugin step type makes of an input line.
public enum PluginParseResult: Sendable, Equatable {
    case accepted(AnswerValue)
    case refused(String)
}

/// A named validator: returns nil to accept, or the reason the value is refused.
public struct ValidatorPlugin: Sendable {
    /// Validates an answer.
    public var validate: @Sendable (_ value: AnswerValue) throws -> String?

    /// Creates a validator.
    public init(validate: @escaping @Sendable (AnswerValue) throws -> String?) {
        self.validate = validate
    }
}
