/// Where a step leads (`next`).
public enum NextRule: Sendable, Equatable {
    /// Always this target.
    case target(NextTarget)
    /// A map from the answer's text (JSON text for non-strings) to a target, in file
    /// order, with an optional `"*"` fallback; with no match the default order applies.
    case branches([(key: String, target: NextTarget)], fallback: NextTarget?)

    /// Whether both hold the same target, or the same branches in order and fallback.
    ///
    /// - Complexity: O(*n*) in the number of branches.
    public static func == (lhs: NextRule, rhs: NextRule) -> Bool {
        switch (lhs, rhs) {
        case (.target(let a), .target(let b)): a == b
        case (.branches(let a, let fa), .branches(let b, let fb)):
            fa == fb && a.count == b.count
                && zip(a, b).allSatisfy { $0.key == $1.key && $0.target == $1.target }
        default: false
        }
    }
}
