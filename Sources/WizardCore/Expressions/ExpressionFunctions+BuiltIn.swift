extension ExpressionFunctions {
    /// The built-in functions (docs/expressions.md). `now` here has no clock and fails;
    /// the engine replaces it with one that reads the time it was given (`withClock(_:)`).
    public static let builtIn: ExpressionFunctions = {
        var functions = ExpressionFunctions()
        functions.registerBasics()
        functions.registerStringFunctions()
        functions.registerConversions()
        functions.registerTitleWords()
        functions.register("now", arity: 0...1) { _ in
            throw EvaluationError.functionFailed(name: "now", reason: MessageText(.exprFunctionNoClock))
        }
        return functions
    }()

    /// These functions with `now(format)` formatting `time`.
    ///
    /// - Parameter time: the current time, or nil to leave `now` as it is.
    /// - Returns: the registry; `now()` with no format writes `"%Y-%m-%d"`.
    public func withClock(_ time: WallClockTime?) -> ExpressionFunctions {
        guard let time else { return self }
        var functions = self
        functions.register("now", arity: 0...1) { arguments in
            guard let format = arguments.first else { return .string(time.formatted("%Y-%m-%d")) }
            return .string(time.formatted(try Self.string(format, "now", .exprFunctionArgumentFormat)))
        }
        return functions
    }

    /// The string payload of `value`, or a failure naming the function and the argument (a
    /// phrase of the catalogues, `expr.function.argument.*`).
    static func string(_ value: AnswerValue, _ function: String, _ argument: MessageKey) throws(EvaluationError) -> String {
        guard case .string(let s) = value else {
            throw .functionFailed(
                name: function,
                reason: MessageText(.exprFunctionExpectedString, ["found": value.typeName], parts: ["argument": MessageText(argument)]))
        }
        return s
    }

    /// The pattern argument of `regex_search` and `regex_replace`, compiled.
    static func searchPattern(_ value: AnswerValue, _ function: String) throws(EvaluationError) -> SearchPattern {
        let source = try string(value, function, .exprFunctionArgumentPattern)
        do {
            return try SearchPattern(source)
        } catch {
            throw .invalidRegex(source)
        }
    }

    /// `regex_replace`'s result, its failures as the function's.
    static func replacing(_ pattern: SearchPattern, in subject: String, with replacement: String, count: Int) throws(EvaluationError)
        -> String
    {
        do {
            return try pattern.replacing(in: subject, with: replacement, count: count, maximumBytes: Evaluator.maximumTextBytes)
        } catch {
            if case .tooLong = error { throw .tooLong(function: "regex_replace", limit: Evaluator.maximumTextBytes) }
            throw .functionFailed(name: "regex_replace", reason: error.text)
        }
    }

    private mutating func registerBasics() {
        register("len", arity: 1...1) { arguments in
            switch arguments[0] {
            case .null: .integer(0)
            case .string(let s): .integer(s.count)
            case .array(let a): .integer(a.count)
            case .object(let o): .integer(o.count)
            case let other:
                throw EvaluationError.functionFailed(
                    name: "len", reason: MessageText(.exprFunctionLenArgument, ["found": other.typeName]))
            }
        }
        register("empty", arity: 1...1) { arguments in
            switch arguments[0] {
            case .null: .bool(true)
            case .string(let s): .bool(s.isEmpty)
            case .array(let a): .bool(a.isEmpty)
            case .object(let o): .bool(o.isEmpty)
            default: .bool(false)
            }
        }
        register("matches", arity: 2...2) { arguments in
            let pattern = try Self.string(arguments[1], "matches", .exprFunctionArgumentPattern)
            guard case .string(let subject) = arguments[0] else { return .bool(false) }
            let regex: RegexPattern
            do {
                regex = try RegexPattern(pattern)
            } catch {
                throw EvaluationError.invalidRegex(pattern)
            }
            return .bool(regex.matchesWhole(subject))
        }
        register("regex_search", arity: 2...2) { arguments in
            let subject = try Self.text(arguments[0], "regex_search", .exprFunctionArgumentString)
            let pattern = try Self.searchPattern(arguments[1], "regex_search")
            return pattern.firstMatch(in: subject).map { .string($0) } ?? .null
        }
        register("regex_replace", arity: 3...4) { arguments in
            let subject = try Self.text(arguments[0], "regex_replace", .exprFunctionArgumentString)
            let pattern = try Self.searchPattern(arguments[1], "regex_replace")
            let replacement = try Self.string(arguments[2], "regex_replace", .exprFunctionArgumentReplacement)
            var count = 0
            if arguments.count > 3 {
                guard case .integer(let n) = arguments[3], n >= 0 else {
                    throw EvaluationError.functionFailed(name: "regex_replace", reason: MessageText(.exprFunctionReplaceCount))
                }
                count = n
            }
            return .string(try Self.replacing(pattern, in: subject, with: replacement, count: count))
        }
        register("lower", arity: 1...1) { arguments in
            if case .string(let s) = arguments[0] { .string(s.lowercased()) } else { arguments[0] }
        }
        register("upper", arity: 1...1) { arguments in
            if case .string(let s) = arguments[0] { .string(s.uppercased()) } else { arguments[0] }
        }
    }
}
