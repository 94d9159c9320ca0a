/// Works out the types of expressions from literals, step kinds and function results.
struct StaticTypes {
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
