extension ExpressionFunctions {
    /// `replace`, `trim`, `strip`, `slugify`, `title`, `capitalize`, `split`, `join`,
    /// `startswith` and `endswith` (see docs/expressions.md). A `null` string argument
    /// counts as `""`, so an unanswered step gives an empty result rather than a failure.
    mutating func registerStringFunctions() {
        register("replace", arity: 3...3) { arguments in
            let s = try Self.text(arguments[0], "replace", .exprFunctionArgumentString)
            let old = try Self.string(arguments[1], "replace", .exprFunctionArgumentReplaced)
            let new = try Self.string(arguments[2], "replace", .exprFunctionArgumentReplacement)
            return .string(try StringFunctions.replace(old, with: new, in: s))
        }
        for name in ["trim", "strip"] {
            register(name, arity: 1...2) { arguments in
                let s = try Self.text(arguments[0], name, .exprFunctionArgumentString)
                let characters = arguments.count > 1 ? Set(try Self.string(arguments[1], name, .exprFunctionArgumentCharacters)) : nil
                return .string(StringFunctions.trim(s, characters: characters))
            }
        }
        register("slugify", arity: 1...2) { arguments in
            let s = try Self.text(arguments[0], "slugify", .exprFunctionArgumentString)
            let separator = arguments.count > 1 ? try Self.string(arguments[1], "slugify", .exprFunctionArgumentSeparator) : "-"
            return .string(StringFunctions.slugify(s, separator: separator))
        }
        register("title", arity: 1...1) { arguments in
            .string(StringFunctions.title(try Self.text(arguments[0], "title", .exprFunctionArgumentString)))
        }
        register("capitalize", arity: 1...1) { arguments in
            let s = try Self.text(arguments[0], "capitalize", .exprFunctionArgumentString)
            guard let first = s.first else { return .string("") }
            return .string(first.uppercased() + s.dropFirst().lowercased())
        }
        register("split", arity: 1...2) { arguments in
            let s = try Self.text(arguments[0], "split", .exprFunctionArgumentString)
            guard arguments.count > 1 else {
                return .array(s.split(whereSeparator: \.isWhitespace).map { .string(String($0)) })
            }
            let separator = try Self.string(arguments[1], "split", .exprFunctionArgumentSeparator)
            guard !separator.isEmpty else {
                throw EvaluationError.functionFailed(name: "split", reason: MessageText(.exprFunctionEmptySeparator))
            }
            return .array(StringFunctions.split(s, separator: separator).map { .string($0) })
        }
        register("join", arity: 1...2) { arguments in
            guard case .array(let items) = arguments[0] else {
                throw EvaluationError.functionFailed(
                    name: "join", reason: MessageText(.exprFunctionJoinList, ["found": arguments[0].typeName]))
            }
            let separator = arguments.count > 1 ? try Self.string(arguments[1], "join", .exprFunctionArgumentSeparator) : ""
            var out = ""
            for (index, item) in items.enumerated() {
                if index > 0 { out += separator }
                Evaluator.write(item, to: &out)
                guard out.utf8.count <= Evaluator.maximumTextBytes else {
                    throw EvaluationError.tooLong(function: "join", limit: Evaluator.maximumTextBytes)
                }
            }
            return .string(out)
        }
        register("startswith", arity: 2...2) { arguments in
            let s = try Self.text(arguments[0], "startswith", .exprFunctionArgumentString)
            return .bool(s.hasPrefix(try Self.string(arguments[1], "startswith", .exprFunctionArgumentPrefix)))
        }
        register("endswith", arity: 2...2) { arguments in
            let s = try Self.text(arguments[0], "endswith", .exprFunctionArgumentString)
            return .bool(s.hasSuffix(try Self.string(arguments[1], "endswith", .exprFunctionArgumentSuffix)))
        }
    }

    /// A string argument where `null` counts as `""`.
    static func text(_ value: AnswerValue, _ function: String, _ argument: MessageKey) throws(EvaluationError) -> String {
        value == .null ? "" : try string(value, function, argument)
    }
}
