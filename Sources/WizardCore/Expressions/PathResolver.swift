/// Supplies the value a path names: answers, environment variables and the value being
/// validated. `resolve` is pure during one evaluation and never fails: anything absent is
/// `.null`.
public protocol PathResolver {
    /// The value `reference` names, or `.null` when there is none.
    func resolve(_ reference: PathReference) -> AnswerValue

    /// The secret a path reads, for the secret mark (`Evaluator.marked(_:resolver:)`).
    ///
    /// - Parameter reference: the path.
    /// - Returns: the id of the secret step whose answer the value of `reference` is,
    ///   holds or is supplied with (see `SecretReach`), or nil when it reads no secret.
    func secretStep(_ reference: PathReference) -> String?
}

extension PathResolver {
    /// No secret: a resolver that knows no secret step marks nothing.
    ///
    /// - Parameter reference: the path (not read).
    /// - Returns: nil.
    public func secretStep(_ reference: PathReference) -> String? { nil }
}

extension AnswerValue {
    /// The value found by following `components` into objects (by key) and arrays (by
    /// 0-based index), or `.null` when any step does not exist: `servers.1.host` is
    /// `answers.value(at: ["servers", "1", "host"])`.
    ///
    /// - Parameter components: the path's components after its base.
    /// - Returns: the value, or `.null`.
    /// - Complexity: O(k) dictionary lookups for k components.
    public func value(at components: [String]) -> AnswerValue {
        var current = self
        for component in components {
            switch current {
            case .object(let members):
                current = members[component] ?? .null
            case .array(let items):
                guard let index = Int(component), items.indices.contains(index) else {
                    return .null
                }
                current = items[index]
            default:
                return .null
            }
        }
        return current
    }
}
