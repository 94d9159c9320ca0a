import WizardCore

/// The answers-file skeleton of `wizard template` (docs/cli.md): every answer path the root flow
/// can take, in flow order, each holding the step's literal default or `null`. `store: false`
/// steps are included: a run does not print their answers, but they choose its branches.
package enum AnswersTemplate {
    /// The most values one skeleton holds; a flow whose sub-flows multiply beyond it is refused.
    package static let valueLimit = 100_000

    /// The skeleton of the catalog's root flow.
    ///
    /// A sub-flow already being written further up (a flow that opens itself, directly or
    /// through others) is written as `null` there: a run can only stop that recursion by
    /// `when`, so no finite skeleton holds every level.
    ///
    /// - Parameter catalog: the loaded flows.
    /// - Returns: an object in flow order (empty when the catalog has no root flow), or nil
    ///   when it would hold more than `valueLimit` values.
    /// - Complexity: O(values written), at most `valueLimit`.
    package static func skeleton(of catalog: FlowCatalog) -> OrderedAnswers? {
        guard let root = catalog.root else { return .object([]) }
        var budget = valueLimit
        return members(of: root, in: catalog, opened: [root.id], budget: &budget)
    }

    static func members(of flow: Flow, in catalog: FlowCatalog, opened: Set<FlowID>, budget: inout Int) -> OrderedAnswers? {
        var out: [(key: String, value: OrderedAnswers)] = []
        for step in flow.steps {
            budget -= 1
            guard budget >= 0 else { return nil }
            switch step.kind {
            case .message:
                continue
            case .flow(let reference):
                guard let sub = catalog.flow(reference.flow) else { continue }
                guard !opened.contains(sub.id) else {
                    out.append((step.id.rawValue, .value(.null)))
                    continue
                }
                guard let item = members(of: sub, in: catalog, opened: opened.union([sub.id]), budget: &budget) else { return nil }
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
