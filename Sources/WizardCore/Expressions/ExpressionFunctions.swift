/// The functions expressions may call, by name: a value an embedding program extends
/// through `PluginRegistry` (no global state).
///
/// Invariant: every registered function has a non-empty arity range starting at 0 or more.
/// Names are matched exactly; a name that is not an identifier (`[A-Za-z_][A-Za-z0-9_-]*`)
/// can be registered but no expression can call it.
public struct ExpressionFunctions: Sendable {
    /// A function's body: takes the evaluated arguments and returns the result.
    ///
    /// A body may throw any error; the evaluator reports it as
    /// `EvaluationError.functionFailed`, or passes an `EvaluationError` through as is.
    public typealias Body = @Sendable ([AnswerValue]) throws -> AnswerValue

    /// One registered function.
    struct Function: Sendable {
        var arity: ClosedRange<Int>
        var body: Body
    }

    private var table: [String: Function]

    /// Creates a registry with no functions (not even the built-ins; see `builtIn`).
    public init() {
        table = [:]
    }

    /// Registers `body` as the function `name`, replacing any function of that name
    /// (a built-in included).
    ///
    /// - Parameters:
    ///   - arity: how many arguments it accepts; a lower bound below 0 is raised to 0.
    ///   - body: the function itself; it should be pure (no I/O, no global state).
    public mutating func register(_ name: String, arity: ClosedRange<Int>, _ body: @escaping Body) {
        let lower = max(0, arity.lowerBound)
        table[name] = Function(arity: lower...max(lower, arity.upperBound), body: body)
    }

    /// Whether a function named `name` is registered.
    ///
    /// - Returns: true when `register(_:arity:_:)` (or `.builtIn`) added it.
    public func contains(_ name: String) -> Bool {
        table[name] != nil
    }

    /// The number of arguments the function `name` accepts, or nil when there is none.
    ///
    /// - Returns: the accepted argument counts (lower bound at least 0), or nil.
    public func arity(of name: String) -> ClosedRange<Int>? {
        table[name]?.arity
    }

    /// The registered names in ascending order (for "did you mean" suggestions and help).
    public var names: [String] {
        table.keys.sorted()
    }

    /// Calls the function `name` with already evaluated arguments.
    ///
    /// - Throws: `EvaluationError.unknownFunction` when no such function is registered;
    ///   `.wrongArgumentCount` when `arguments.count` is outside its arity; any
    ///   `EvaluationError` the body throws; `.functionFailed` for any other error it throws.
    public func call(_ name: String, with arguments: [AnswerValue]) throws(EvaluationError)
        -> AnswerValue
    {
        guard let function = table[name] else { throw .unknownFunction(name) }
        guard function.arity.contains(arguments.count) else {
            throw .wrongArgumentCount(
                function: name, expected: function.arity, found: arguments.count)
        }
        do {
            return try function.body(arguments)
        } catch let error as EvaluationError {
            throw error
        } catch {
            throw .functionFailed(name: name, reason: String(describing: error))
        }
    }
}
