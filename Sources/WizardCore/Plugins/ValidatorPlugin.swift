/// A named validator, used from a flow as `"validate": {"plugin": "NAME"}` (docs/writing-flows.md).
///
/// It runs after the step's type has parsed the input and after the other `validate`
/// rules accepted it. Returning a reason refuses the input (the step's `validate.message`,
/// when given, replaces the reason); throwing refuses it with "the validator 'NAME'
/// failed: ERROR". An empty reason is reported as "the validator 'NAME' refused the
/// answer". Either way the answer is not recorded and the step is asked again.
public struct ValidatorPlugin: Sendable {
    /// Validates an answer: nil to accept, else why the answer is refused.
    public var validate: @Sendable (_ value: AnswerValue) throws -> String?

    /// Creates a validator.
    ///
    /// - Parameter validate: nil to accept, else the reason (one line, no secret).
    public init(validate: @escaping @Sendable (AnswerValue) throws -> String?) {
        self.validate = validate
    }

    /// Validates an answer knowing the answers so far; when set, called instead of
    /// `validate`.
    public var validateInContext: (@Sendable (_ value: AnswerValue, _ context: PluginContext) throws -> String?)?

    /// Creates a validator that reads the answers so far.
    ///
    /// - Parameter validateInContext: nil to accept, else the reason (one line, no secret).
    public init(validateInContext: @escaping @Sendable (AnswerValue, PluginContext) throws -> String?) {
        self.validate = { try validateInContext($0, PluginContext()) }
        self.validateInContext = validateInContext
    }
}
