/// One recorded change to the answers: enough to apply it again or undo it.
package struct AnswerChange: Hashable, Sendable, Codable {
    /// The answer path.
    public var path: String
    /// The value before the change (nil: absent).
    public var old: AnswerValue?
    /// The value after the change (nil: removed).
    public var new: AnswerValue?
}
