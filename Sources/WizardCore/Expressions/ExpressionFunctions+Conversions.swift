extension ExpressionFunctions {
    /// `int`, `float`, `str` and `bool` (see docs/expressions.md). A value that cannot be
    /// converted fails with a message naming it, rather than giving `null`.
    mutating func registerConversions() {
        register("int", arity: 1...1) { arguments in
            let value = arguments[0]
            switch value {
            case .integer: return value
            case .number(let d) where d.isFinite && abs(d) < 9e15: return .integer(Int(d))
            case .bool(let b): return .integer(b ? 1 : 0)
            case .string(let s):
                let text = StringFunctions.trim(s, characters: nil)
                if let i = Int(text) { return .integer(i) }
                if let d = Conversions.decimal(text), d.isFinite, abs(d) < 9e15 { return .integer(Int(d)) }
            default: break
            }
            throw Conversions.failure("int", value, .exprFunctionCannotConvertInteger)
        }
        register("float", arity: 1...1) { arguments in
            let value = arguments[0]
            switch value {
            case .number: return value
            case .integer(let i): return .number(Double(i))
            case .bool(let b): return .number(b ? 1 : 0)
            case .string(let s):
                if let d = Conversions.decimal(StringFunctions.trim(s, characters: nil)), d.isFinite { return .number(d) }
            default: break
            }
            throw Conversions.failure("float", value, .exprFunctionCannotConvertNumber)
        }
        register("str", arity: 1...1) { arguments in
            .string(Evaluator.text(of: arguments[0]))
        }
        register("bool", arity: 1...1) { arguments in
            let value = arguments[0]
            if case .string(let s) = value {
                switch StringFunctions.trim(s, characters: nil).lowercased() {
                case "true", "yes", "y", "on", "1": return .bool(true)
                case "false", "no", "n", "off", "0", "": return .bool(false)
                default: throw Conversions.failure("bool", value, .exprFunctionCannotConvertBoolean)
                }
            }
            return .bool(value.isTruthy)
        }
    }
}
