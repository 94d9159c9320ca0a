/// What a plugin call knows about the run: the answers so far, secret ones included and
/// named (a process plugin receives those only when its flow allows it).
public struct PluginContext: Sendable, Equatable {
    /// The answers so far, nested as in the output (an object).
    public var answers: AnswerValue
    /// The answer path of the step being asked (`db.port`).
    public var stepPath: String
    /// The paths of the secret answers in `answers`, sorted.
    public var secretPaths: [String]
    /// Whether the step being asked is a secret one.
    public var isSecretStep: Bool

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - answers: the answers so far (an object; empty by default).
    ///   - stepPath: the answer path of the step being asked.
    ///   - secretPaths: the paths of the secret answers in `answers`.
    ///   - isSecretStep: whether the step being asked is a secret one.
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
