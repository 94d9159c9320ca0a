/// A comparison of a string with a number is an error when both sides' types are known at
/// load (literals, and paths to a same-flow step with a fixed answer type); otherwise the
/// evaluator refuses it at run time. Each is found with the column of its first path (or 1).
func comparisonTypeProblems(_ sites: [PendingSite], steps: [Step], positions: [StepID: Int]) -> [(
    site: PendingSite, message: MessageText, column: Int
)] {
    guard !sites.isEmpty, let last = steps.indices.last else { return [] }
    let types = StaticTypes(steps: steps, positions: positions, current: steps[last].kind)
    var out: [(site: PendingSite, message: MessageText, column: Int)] = []
    for site in sites {
        // Gathered first, so the walk's closure captures only this array.
        var comparisons: [Expression] = []
        site.expression.visit { node in
            if case .binary(let op, _, _) = node, op.isComparison { comparisons.append(node) }
        }
        for node in comparisons {
            guard case .binary(let op, let left, let right) = node,
                let l = types.of(left), let r = types.of(right),
                (l == .string && r == .number) || (l == .number && r == .string)
            else { continue }
            let column = node.referencedPaths.first?.column ?? 1
            out.append(
                (
                    site,
                    MessageText(
                        .loadCannotCompare, ["operator": "'\(op.rawValue)'"],
                        parts: ["left": MessageText(l.article), "right": MessageText(r.article)]),
                    column
                ))
        }
    }
    return out
}
