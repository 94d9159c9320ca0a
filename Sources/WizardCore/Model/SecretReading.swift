/// What a path reads of the secret answers: the one decision, shared by the loader's
/// check of templates and the evaluator's secret mark, of which values derive from a secret.
package enum SecretReading: Sendable, Equatable {
    /// The path names a secret answer, or a part of one (the secret step's id).
    case answer(step: String)
    /// The path names a sub-flow's answers, or a repeat's items, holding the secret answer
    /// of `step` (`path` is that secret's path below the value named).
    case holder(step: String, path: String)
    /// The path names the environment variable that supplies the secret step `step`.
    case variable(name: String, step: String)

    /// The id of the secret step read.
    package var step: String {
        switch self {
        case .answer(let step), .holder(let step, _), .variable(_, let step): step
        }
    }
}
