/// What a `path` step accepts: a regular `file`, a `directory`, or `any` kind of entry.
public enum PathKind: String, Sendable, Equatable, Codable {
    case file, directory, any
}
