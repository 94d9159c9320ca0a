extension ExpressionFunctions {
    /// `replace`, `trim`, `strip`, `slugify`, `title`, `capitalize`, `split`, `join`,
    /// `startswith` and `endswith` (see docs/expressions.md). A `null` string argument
    /// counts as `""`, so an unanswered step gives an empty result rather than a failure.
    mutating func registerStringFunctions() {
        register("replace", arity: 3...3) { arguments in
            let s = try Self.text(arguments[0], "replace", "the string")
            let old = try Self.string(arguments[1], "replace", "the text to replace")
            let new = try Self.string(arguments[2], "replace", "the replacement")
            return .string(try StringFunctions.replace(old, with: new, in: s))
        }
        for name in ["trim", "strip"] {
            register(name, arity: 1...2) { arguments in
                let s = try Self.text(arguments[0], name, "the string")
                let characters = arguments.count > 1 ? Set(try Self.string(arguments[1], name, "the characters")) : nil
                return .string(StringFunctions.trim(s, characters: characters))
            }
        }
        register("slugify", arity: 1...2) { arguments in
            let s = try Self.text(arguments[0], "slugify", "the string")
            let separator = arguments.count > 1 ? try Self.string(arguments[1], "slugify", "the separator") : "-"
            return .string(StringFunctions.slugify(s, separator: separator))
        }
        register("title", arity: 1...1) { arguments in
            .string(StringFunctions.title(try Self.text(arguments[0], "title", "the string")))
        }
        register("capitalize", arity: 1...1) { arguments in
            let s = try Self.text(arguments[0], "capitalize", "the string")
            guard let first = s.first else { return .string("") }
            return .string(first.uppercased() + s.dropFirst().lowercased())
        }
        register("split", arity: 1...2) { arguments in
            let s = try Self.text(arguments[0], "split", "the string")
            guard arguments.count > 1 else {
                return .array(s.split(whereSeparator: \.isWhitespace).map { .string(String($0)) })
            }
            let separator = try Self.string(arguments[1], "split", "the separator")
            guard !separator.isEmpty else {
                throw EvaluationError.functionFailed(name: "split", reason: "the separator is empty")
            }
            return .array(StringFunctions.split(s, separator: separator).map { .string($0) })
        }
        register("join", arity: 1...2) { arguments in
            guard case .array(let items) = arguments[0] else {
                throw EvaluationError.functionFailed(
                    name: "join", reason: "expected the list to be an array but found \(arguments[0].typeName)")
            }
            let separator = arguments.count > 1 ? try Self.string(arguments[1], "join", "the separator") : ""
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
            let s = try Self.text(arguments[0], "startswith", "the string")
            return .bool(s.hasPrefix(try Self.string(arguments[1], "startswith", "the prefix")))
        }
        register("endswith", arity: 2...2) { arguments in
            let s = try Self.text(arguments[0], "endswith", "the string")
            return .bool(s.hasSuffix(try Self.string(arguments[1], "endswith", "the suffix")))
        }
    }

    /// A string argument where `null` counts as `""`.
    static func text(_ value: AnswerValue, _ function: String, _ argument: String) throws(EvaluationError) -> String {
        value == .null ? "" : try string(value, function, argument)
    }
}
