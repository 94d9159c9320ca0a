extension ExpressionFunctions {
    /// The built-in functions of SPEC §3.5: `len`, `empty`, `matches`, `lower` and `upper`.
    ///
    /// - `len(x)`: the length of a string in characters, the count of an array or an
    ///   object; `null` gives 0. Any other value fails (`functionFailed`).
    /// - `empty(x)`: true for `null`, `""`, `[]` and `{}`; false for anything else.
    /// - `matches(x, pattern)`: true when the regular expression `pattern` (Swift `Regex`
    ///   syntax) matches the whole of the string `x`; false when `x` is not a string. A
    ///   pattern that is not a string fails (`functionFailed`); an invalid one throws
    ///   `invalidRegex` (a literal pattern is already checked by the parser).
    /// - `lower(x)`, `upper(x)`: the string in lower or upper case (Unicode rules, so
    ///   `upper("ß")` is `"SS"`); other values are returned unchanged.
    public static let builtIn: ExpressionFunctions = {
        var functions = ExpressionFunctions()
        functions.register("len", arity: 1...1) { arguments in
            switch arguments[0] {
            case .null: .integer(0)
            case .string(let s): .integer(s.count)
            case .array(let a): .integer(a.count)
            case .object(let o): .integer(o.count)
            case let other:
                throw EvaluationError.functionFailed(
                    name: "len",
                    reason:
                        "expected a string, an array, an object or null but found \(other.typeName)"
                )
            }
        }
        functions.register("empty", arity: 1...1) { arguments in
            switch arguments[0] {
            case .null: .bool(true)
            case .string(let s): .bool(s.isEmpty)
            case .array(let a): .bool(a.isEmpty)
            case .object(let o): .bool(o.isEmpty)
            default: .bool(false)
            }
        }
        functions.register("matches", arity: 2...2) { arguments in
            guard case .string(let pattern) = arguments[1] else {
                throw EvaluationError.functionFailed(
                    name: "matches",
                    reason: "expected the pattern to be a string but found \(arguments[1].typeName)"
                )
            }
            guard case .string(let subject) = arguments[0] else { return .bool(false) }
            let regex: RegexPattern
            do {
                regex = try RegexPattern(pattern)
            } catch {
                throw EvaluationError.invalidRegex(pattern)
            }
            return .bool(regex.matchesWhole(subject))
        }
        functions.register("lower", arity: 1...1) { arguments in
            if case .string(let s) = arguments[0] { .string(s.lowercased()) } else { arguments[0] }
        }
        functions.register("upper", arity: 1...1) { arguments in
            if case .string(let s) = arguments[0] { .string(s.uppercased()) } else { arguments[0] }
        }
        return functions
    }()
}
