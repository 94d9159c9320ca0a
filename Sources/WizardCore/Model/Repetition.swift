/// A `repeat` rule: collect a list of items, each a run of the sub-flow.
public struct Repetition: Sendable, Equatable {
    /// The "add another?" question.
    public var prompt: Template?
    /// The fewest items (asked for without the question).
    public var min: Int
    /// The most items, or nil for no bound.
    public var max: Int?

    /// Creates a rule, unchecked (the loader rejects `min` below 0 and `max` below `min`).
    ///
    /// - Parameters:
    ///   - prompt: the "add another?" question, or nil for the default wording.
    ///   - min: the fewest items, asked for without the question (0 by default).
    ///   - max: the most items, or nil for no bound.
    public init(prompt: Template? = nil, min: Int = 0, max: Int? = nil) {
        self.prompt = prompt
        self.min = min
        self.max = max
    }
}
