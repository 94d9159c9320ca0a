/// One answer listed at the review (docs/navigation.md).
public struct ReviewItem: Equatable, Sendable {
    /// The answer path (`db.port`, `servers.1.host`); typing it at the review changes it.
    public var path: String
    /// The step's title.
    public var title: String
    /// The answer as shown: one line, secrets as `••••••`.
    public var value: String
    /// The titles of the sub-flows the answer sits in, outermost first (`Servers #2`).
    public var groups: [String]

    /// What a secret answer shows at the review.
    public static let hiddenSecret = "••••••"
}
