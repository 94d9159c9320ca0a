/// The answers-file skeleton of `wizard template` (docs/cli.md): every stored answer path the root flow
/// can produce, in flow order, each holding the step's literal default or `null`.
package enum AnswersTemplate {
    /// The skeleton of the catalog's root flow.
    ///
    /// - Parameter catalog: the loaded flows.
    /// - Returns: an object in flow order; empty when the catalog has no root flow.
    /// - Complexity: O(steps of the reachable flows); sub-flow nesting is cut at
    ///   `Engine.maximumNesting` levels, where a run stops too
    ///   (the loader already refuses unbounded recursion).
    package static func skeleton(of catalog: FlowCatalog) -> OrderedAnswers {
        guard let root = catalog.root else { return .object([]) }
        return members(of: root, in: catalog, depth: 0)
    }

    static func members(of flow: Flow, in catalog: FlowCatalog, depth: Int) -> OrderedAnswers {
        var out: [(key: String, value: OrderedAnswers)] = []
        for step in flow.steps where step.isStored {
            switch step.kind {
            case .message:
                continue
            case .flow(let reference):
                guard depth < Engine.maximumNesting, let sub = catalog.flow(reference.flow) else { continue }
                let item = members(of: sub, in: catalog, depth: depth + 1)
                out.append((step.id.rawValue, reference.repetition == nil ? item : .array([item])))
            default:
                if case .value(let value)? = step.defaultValue {
                    out.append((step.id.rawValue, .value(value)))
                } else {
                    out.append((step.id.rawValue, .value(.null)))
                }
            }
        }
        return .object(out)
    }
}
