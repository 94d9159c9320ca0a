/// What an entry asks.
public enum EntryKind: Hashable, Sendable, Codable {
    /// The step's own question.
    case step
    /// A repeat's "add another?" question, asked after `count` items.
    case repeatQuestion(count: Int)
}
