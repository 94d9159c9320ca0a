/// Supplies the value a path names: answers, environment variables and the value being
/// validated. The engine implements it; expressions only read through it.
///
/// Contract: `resolve` is pure for the duration of one evaluation and returns `.null` for
/// anything unanswered or absent (a missing key, an index out of range, an unset
/// variable). It never fails.
public protocol PathResolver {
    /// The value `reference` names, or `.null` when there is none.
    ///
    /// - Returns: the value, or `.null`.
    func resolve(_ reference: PathReference) -> AnswerValue
}

extension AnswerValue {
    /// The value found by following `components` into objects (by key) and arrays (by
    /// 0-based decimal index), or `.null` when any step does not exist.
    ///
    /// A helper for `PathResolver` implementations: `servers.1.host` is
    /// `answers.value(at: ["servers", "1", "host"])`.
    ///
    /// - Returns: the value, or `.null`.
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
