/// Where an answer came from; the raw value is how `--explain` and messages name it.
/// `default` is the step's default, from a source or an empty line; `draft` is a
/// pre-filled earlier answer kept with Enter.
public enum AnswerSource: String, Hashable, Sendable, Codable {
    case typed, piped, set = "--set", answersFile = "answers file", environment = "env"
    case `default`, draft
}
