/// A named validator, used from a flow as `"validate": {"plugin": "NAME"}` (docs/writing-flows.md).
/// It runs after the step's type and other rules accepted the input; a reason or a throw
/// refuses it (the step's `validate.message`, when given, replaces the reason).
public struct ValidatorPlugin: Sendable {
    /// Validates an answer: nil to accept, else why the answer is refused.
    public var validate: @Sendable (_ value: AnswerValue) throws -> String?

    /// Creates a validator.
    ///
    /// - Parameter validate: nil to accept, else the reason (one line, no secret).
    public init(validate: @escaping @Sendable (AnswerValue) throws -> String?) {
        self.validate = validate
    }

    /// Validates an answer knowing the answers so far; called instead of `validate` when set.
    public var validateInContext: (@Sendable (_ value: AnswerValue, _ context: PluginContext) throws -> String?)?

    /// Creates a validator that reads the answers so far.
    ///
    /// - Parameter validateInContext: nil to accept, else the reason (one line, no secret).
    public init(validateInContext: @escaping @Sendable (AnswerValue, PluginContext) throws -> String?) {
        self.validate = { try validateInContext($0, PluginContext()) }
        self.validateInContext = validateInContext
    }
}
