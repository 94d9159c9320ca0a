/// A value with its secret mark: the step of the secret it derives from, if any.
package struct MarkedValue: Sendable, Equatable {
    /// The value.
    package var value: AnswerValue
    /// The id of the secret step the value derives from, or nil when it derives from none.
    package var secret: String?

    /// Creates a marked value.
    ///
    /// - Parameters:
    ///   - value: the value.
    ///   - secret: the secret step it derives from, or nil.
    package init(_ value: AnswerValue, secret: String? = nil) {
        self.value = value
        self.secret = secret
    }
}
