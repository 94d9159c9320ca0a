/// A step type registered by an embedding program (docs/embedding.md). The step's keys
/// other than the common ones form its `configuration`, an `AnswerValue.object`.
///
/// Contract, enforced by the engine (`StepTypePlugin+Calls.swift`):
/// - `checkConfiguration` runs once per step at load; each message becomes an error
///   diagnostic (an empty one reads "rejected its configuration").
/// - `parse` runs for every typed or piped line and every source value (a non-string JSON
///   value arrives as its JSON text). A thrown error, or an answer that is not a JSON
///   value, refuses the input; the step's `validate` rules then apply.
/// - `completions` feeds `Prompt.completions`; candidates that do not start with the
///   prefix, contain control characters, or repeat are dropped, and at most 1,000 kept.
/// - `format` turns a recorded answer back into text for pre-fill; it should round-trip
///   through `parse`.
public struct StepTypePlugin: Sendable {
    /// Checks the step's configuration at load time; returns one message per problem
    /// (empty when the configuration is valid).
    public var checkConfiguration: @Sendable (_ configuration: AnswerValue) -> [String]
    /// Turns a line of input into an answer, or returns why it is refused.
    public var parse: @Sendable (_ input: String, _ configuration: AnswerValue) throws -> PluginParseResult
    /// Completion candidates for the input typed so far (`""` when the prompt is shown).
    public var completions: @Sendable (_ prefix: String, _ configuration: AnswerValue) -> [String]
    /// An answer as the user would type it.
    public var format: @Sendable (_ answer: AnswerValue, _ configuration: AnswerValue) -> String

    /// Creates a step type.
    ///
    /// - Parameters:
    ///   - checkConfiguration: load-time check of the configuration; accepts all unless given.
    ///   - parse: input line → answer or refusal.
    ///   - completions: Tab candidates; none unless given.
    ///   - format: answer → typed text; a string answer as is, anything else as its
    ///     compact JSON text, unless given.
    public init(
        checkConfiguration: @escaping @Sendable (AnswerValue) -> [String] = { _ in [] },
        parse: @escaping @Sendable (String, AnswerValue) throws -> PluginParseResult,
        completions: @escaping @Sendable (String, AnswerValue) -> [String] = { _, _ in [] },
        format: @escaping @Sendable (AnswerValue, AnswerValue) -> String = { answer, _ in
            answer.stringValue ?? answer.jsonText
        }
    ) {
        self.checkConfiguration = checkConfiguration
        self.parse = parse
        self.completions = completions
        self.format = format
    }

    /// Turns a line into an answer knowing the answers so far; when set, called instead
    /// of `parse`.
    public var parseInContext:
        (@Sendable (_ input: String, _ configuration: AnswerValue, _ context: PluginContext) throws -> PluginParseResult)?
    /// Completion candidates knowing the answers so far; when set, called instead of
    /// `completions`.
    public var completionsInContext: (@Sendable (_ prefix: String, _ configuration: AnswerValue, _ context: PluginContext) -> [String])?
    /// A computed default, as the user would type it (nil for none), used when the step
    /// has no `default` of its own.
    public var computedDefault: (@Sendable (_ configuration: AnswerValue, _ context: PluginContext) throws -> String?)?
}
