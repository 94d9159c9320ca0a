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

/// The answer types an expression's value can be known to have before the run.
private enum StaticType: String {
    case string, number, boolean

    /// `a string`, `a number`, `a boolean`.
    var article: MessageKey {
        switch self {
        case .string: .loadValueString
        case .number: .loadValueNumber
        case .boolean: .loadValueBoolean
        }
    }
}

/// Works out the types of expressions from literals, step kinds and function results.
private struct StaticTypes {
    let steps: [Step]
    let positions: [StepID: Int]
    /// The kind of the step being decoded (what `value` is).
    let current: StepKind

    /// The type of `expression`'s value when it is known whatever the run; nil otherwise.
    func of(_ expression: Expression) -> StaticType? {
        switch expression {
        case .literal(.string): return .string
        case .literal(.integer), .literal(.number): return .number
        case .literal(.bool): return .boolean
        case .literal: return nil
        case .path(let reference):
            switch reference.base {
            case .value: return reference.components.isEmpty ? answerType(of: current) : nil
            case .local:
                guard reference.components.count == 1, let first = reference.components.first,
                    let position = positions[StepID(first)]
                else { return nil }
                return answerType(of: steps[position].kind)
            default: return nil
            }
        case .not, .binary: return .boolean
        case .call(let name, let arguments, _):
            switch name {
            case "str", "replace", "regex_replace", "trim", "strip", "slugify", "title", "capitalize", "join", "now": return .string
            case "int", "float", "len": return .number
            case "bool", "empty", "matches", "startswith", "endswith": return .boolean
            // `lower` and `upper` give other values back unchanged.
            case "lower", "upper": return arguments.first.flatMap(of)
            default: return nil
            }
        case .conditional(_, let then, let otherwise):
            let t = of(then)
            return t == of(otherwise) ? t : nil
        case .fallback(let value, let fallback):
            let v = of(value)
            return v == of(fallback) ? v : nil
        case .index(let base, _, _), .slice(let base, _, _, _):
            return of(base) == .string ? .string : nil
        }
    }

    /// The type of a step's answer when its kind fixes it.
    private func answerType(of kind: StepKind) -> StaticType? {
        switch kind {
        case .text, .secret, .path: return .string
        case .number, .integer: return .number
        case .confirm: return .boolean
        case .select(let choices):
            let types = Set(
                choices.map { choice -> StaticType? in
                    switch choice.value {
                    case .string: .string
                    case .integer, .number: .number
                    case .bool: .boolean
                    default: nil
                    }
                })
            return types.count == 1 ? types.first ?? nil : nil
        default: return nil
        }
    }
}
