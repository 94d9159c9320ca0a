/// What a plugin call knows about the run: the answers so far and the step being asked.
///
/// The engine passes every answer so far, secret ones included, and says which are
/// secret: plugin code in the same program is trusted like the program. A process plugin
/// receives the secret ones only when its flow allows it (`ProcessPlugin`).
public struct PluginContext: Sendable, Equatable {
    /// The answers so far, nested as in the output (an object).
    public var answers: AnswerValue
    /// The answer path of the step being asked (`db.port`).
    public var stepPath: String
    /// The paths of the secret answers in `answers`, sorted.
    public var secretPaths: [String]
    /// Whether the step being asked is a secret one (so the value a validator receives is
    /// a secret).
    public var isSecretStep: Bool

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - answers: the answers so far (an object; empty by default).
    public init(
        answers: AnswerValue = .object([:]), stepPath: String = "", secretPaths: [String] = [],
        isSecretStep: Bool = false
    ) {
        self.answers = answers
        self.stepPath = stepPath
        self.secretPaths = secretPaths
        self.isSecretStep = isSecretStep
    }
}
