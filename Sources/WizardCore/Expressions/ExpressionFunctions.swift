/// The functions expressions may call, by exact name: a value an embedding program
/// extends through `PluginRegistry`. Every arity range starts at 0 or more; a name that
/// is not an identifier can be registered but never called.
public struct ExpressionFunctions: Sendable {
    /// A function's body; an error it throws is reported as `.functionFailed`, an
    /// `EvaluationError` passed through as is.
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

    /// Registers a pure `body` as the function `name`, replacing any of that name.
    ///
    /// - Parameters:
    ///   - name: the name expressions call it by.
    ///   - arity: how many arguments it accepts; a lower bound below 0 is raised to 0.
    ///   - body: the function itself; it should be pure (no I/O, no global state).
    public mutating func register(_ name: String, arity: ClosedRange<Int>, _ body: @escaping Body) {
        let lower = max(0, arity.lowerBound)
        table[name] = Function(arity: lower...max(lower, arity.upperBound), body: body)
    }

    /// Whether a function named `name` is registered.
    ///
    /// - Parameter name: the function's name, matched exactly.
    /// - Returns: true when `register(_:arity:_:)` (or `.builtIn`) added it.
    public func contains(_ name: String) -> Bool {
        table[name] != nil
    }

    /// The argument counts the function `name` accepts.
    ///
    /// - Parameter name: the function's name, matched exactly.
    /// - Returns: the accepted argument counts (lower bound at least 0), or nil when there
    ///   is no such function.
    public func arity(of name: String) -> ClosedRange<Int>? {
        table[name]?.arity
    }

    /// The registered names in ascending order (for "did you mean" suggestions and help).
    ///
    /// - Complexity: O(n log n) in the number of functions.
    public var names: [String] {
        table.keys.sorted()
    }

    /// Calls the function `name` with already evaluated arguments.
    ///
    /// - Parameters:
    ///   - name: the function's name.
    ///   - arguments: the argument values, in order.
    /// - Returns: the function's result.
    /// - Throws: `.unknownFunction`, `.wrongArgumentCount` outside the arity, an
    ///   `EvaluationError` the body throws, or `.functionFailed` for any other error.
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
            throw .functionFailed(name: name, reason: .verbatim(String(describing: error)))
        }
    }
}
