/// A step's default: a literal value, or a template rendered when the step is reached.
public enum StepDefault: Sendable, Equatable {
    /// A literal value, used as is.
    case value(AnswerValue)
    /// A template, rendered with the answers so far when the step is reached.
    case template(Template)
}
