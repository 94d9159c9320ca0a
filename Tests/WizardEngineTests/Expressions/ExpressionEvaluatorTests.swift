import Testing

@testable import WizardEngine

struct ExpressionEvaluatorTests {
    static let resolver = DictionaryResolver(
        local: [
            "name": .string("Ada"),
            "port": .integer(5432),
            "ratio": .number(0.5),
            "on": .bool(true),
            "off": .bool(false),
            "blank": .string(""),
            "tags": .array([.string("db"), .integer(3)]),
            "db": .object(["host": .string("localhost"), "port": .integer(5432)]),
            "servers": .array([.object(["host": .string("a")]), .object(["host": .string("b")])]),
            "db-port": .integer(1),
        ],
        parents: [["x": .string("p1")], ["x": .string("p2")]],
        root: ["x": .string("top")],
        environment: ["HOME": "/home/ada"],
        value: .string("typed"))

    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var expected: AnswerValue
        var testDescription: String { source }
    }

    static let cases: [Case] = [
        // Paths.
        Case(source: "name", expected: .string("Ada")),
        Case(source: "db.host", expected: .string("localhost")),
        Case(source: "servers.1.host", expected: .string("b")),
        Case(source: "servers.2.host", expected: .null),
        Case(source: "missing.deep.path", expected: .null),
        Case(source: "db-port", expected: .integer(1)),
        Case(source: "parent.x", expected: .string("p1")),
        Case(source: "parent.parent.x", expected: .string("p2")),
        Case(source: "root.x", expected: .string("top")),
        Case(source: "env.HOME", expected: .string("/home/ada")),
        Case(source: "env.UNSET", expected: .null),
        Case(source: "value", expected: .string("typed")),
        // Truthiness and logic.
        Case(source: "!blank", expected: .bool(true)),
        Case(source: "!tags", expected: .bool(false)),
        Case(source: "name && port", expected: .bool(true)),
        Case(source: "off || blank", expected: .bool(false)),
        Case(source: "off || name", expected: .bool(true)),
        Case(source: "missing && name", expected: .bool(false)),
        // Precedence: && binds tighter than ||, comparisons tighter than ==.
        Case(source: "on || off && off", expected: .bool(true)),
        Case(source: "(on || off) && off", expected: .bool(false)),
        Case(source: "!off && on", expected: .bool(true)),
        Case(source: "!(off || on)", expected: .bool(false)),
        Case(source: "1 < 2 == true", expected: .bool(true)),
        Case(source: "port == 5432 && name != \"Bob\"", expected: .bool(true)),
        // Equality: integers and numbers share one numeric domain.
        Case(source: "port == 5432.0", expected: .bool(true)),
        Case(source: "ratio == 0.5", expected: .bool(true)),
        Case(source: "missing == null", expected: .bool(true)),
        Case(source: "db == db", expected: .bool(true)),
        // Ordering.
        Case(source: "port > 1024", expected: .bool(true)),
        Case(source: "ratio <= 0.5", expected: .bool(true)),
        Case(source: "1 < 1.5", expected: .bool(true)),
        Case(source: "-3 >= -2", expected: .bool(false)),
        Case(source: "\"abc\" < \"abd\"", expected: .bool(true)),
        Case(source: "\"Z\" < \"a\"", expected: .bool(true)),
        Case(source: "\"ab\" < \"abc\"", expected: .bool(true)),
        Case(source: "\"é\" > \"z\"", expected: .bool(true)),
        Case(source: "\"b\" >= \"b\"", expected: .bool(true)),
        Case(source: "null < 1", expected: .bool(false)),
        Case(source: "null >= null", expected: .bool(false)),
        Case(source: "tags > tags", expected: .bool(false)),
        // Membership.
        Case(source: "\"db\" in tags", expected: .bool(true)),
        Case(source: "3.0 in tags", expected: .bool(true)),
        Case(source: "\"web\" in tags", expected: .bool(false)),
        Case(source: "\"cal\" in db.host", expected: .bool(true)),
        Case(source: "\"\" in name", expected: .bool(true)),
        Case(source: "1 in \"123\"", expected: .bool(false)),
        Case(source: "\"host\" in db", expected: .bool(true)),
        Case(source: "\"user\" in db", expected: .bool(false)),
        Case(source: "\"a\" in null", expected: .bool(false)),
        // Built-in functions.
        Case(source: "len(name)", expected: .integer(3)),
        Case(source: "len(\"e\u{301}✓\")", expected: .integer(2)),
        Case(source: "len(tags)", expected: .integer(2)),
        Case(source: "len(db)", expected: .integer(2)),
        Case(source: "len(missing)", expected: .integer(0)),
        Case(source: "empty(missing)", expected: .bool(true)),
        Case(source: "empty(blank)", expected: .bool(true)),
        Case(source: "empty(name)", expected: .bool(false)),
        Case(source: "empty(0)", expected: .bool(false)),
        Case(source: "empty(false)", expected: .bool(false)),
        Case(source: "matches(name, \"[A-Z][a-z]+\")", expected: .bool(true)),
        Case(source: "matches(name, \"[a-z]+\")", expected: .bool(false)),
        Case(source: "matches(name, \"Ad\")", expected: .bool(false)),
        Case(source: "matches(port, \"[0-9]+\")", expected: .bool(false)),
        Case(source: "lower(name)", expected: .string("ada")),
        Case(source: "upper(\"straße\")", expected: .string("STRASSE")),
        Case(source: "lower(port)", expected: .integer(5432)),
        Case(source: "len(lower(name)) == 3", expected: .bool(true)),
    ]

    @Test(arguments: cases)
    func evaluates(_ c: Case) throws {
        let expression = try Expression.parse(c.source)
        #expect(try Evaluator().evaluate(expression, resolver: Self.resolver) == c.expected)
        #expect(try Evaluator().isTrue(expression, resolver: Self.resolver) == c.expected.isTruthy)
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var source: String
        var expected: EvaluationError
        var testDescription: String { source }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(source: "nope(1)", expected: .unknownFunction("nope")),
        ErrorCase(source: "on && nope(1)", expected: .unknownFunction("nope")),
        ErrorCase(
            source: "len()",
            expected: .wrongArgumentCount(function: "len", expected: 1...1, found: 0)),
        ErrorCase(
            source: "matches(name)",
            expected: .wrongArgumentCount(function: "matches", expected: 2...2, found: 1)),
        ErrorCase(
            source: "len(port)",
            expected: .functionFailed(name: "len", reason: MessageText(.exprFunctionLenArgument, ["found": "integer"]))),
        ErrorCase(
            source: "matches(name, 1)",
            expected: .functionFailed(
                name: "matches",
                reason: MessageText(
                    .exprFunctionExpectedString, ["found": "integer"], parts: ["argument": MessageText(.exprFunctionArgumentPattern)]))),
        ErrorCase(source: "matches(name, lower(\"(\"))", expected: .invalidRegex("(")),
    ]

    @Test(arguments: errorCases)
    func fails(_ c: ErrorCase) throws {
        let expression = try Expression.parse(c.source)
        #expect(throws: c.expected) {
            try Evaluator().evaluate(expression, resolver: Self.resolver)
        }
    }

    /// The right side of a decided `&&`/`||` is never evaluated, so an unknown function
    /// there is not an error.
    @Test(arguments: ["off && nope(1)", "on || nope(1)", "!(off && nope()) || nope()"])
    func shortCircuits(_ source: String) throws {
        let expression = try Expression.parse(source)
        let value = try Evaluator().evaluate(expression, resolver: Self.resolver)
        #expect(value == .bool(source.hasPrefix("on") || source.hasPrefix("!")))
    }

    struct PluginError: Error, CustomStringConvertible {
        var description: String { "service unavailable" }
    }

    @Test func pluginFunctionThatThrowsBecomesFunctionFailed() throws {
        var functions = ExpressionFunctions.builtIn
        functions.register("lookup", arity: 1...1) { _ in throw PluginError() }
        let expression = try Expression.parse("lookup(name) == 1")
        #expect(
            throws: EvaluationError.functionFailed(name: "lookup", reason: .verbatim("service unavailable"))
        ) {
            try Evaluator(functions: functions).evaluate(expression, resolver: Self.resolver)
        }
    }

    @Test func pluginFunctionIsCalledWithEvaluatedArguments() throws {
        var functions = ExpressionFunctions.builtIn
        functions.register("join", arity: 0...3) { arguments in
            .string(arguments.map(\.jsonText).joined(separator: "+"))
        }
        let expression = try Expression.parse("join(name, port, tags)")
        #expect(
            try Evaluator(functions: functions).evaluate(expression, resolver: Self.resolver)
                == .string("\"Ada\"+5432+[\"db\",3]"))
        #expect(
            throws: EvaluationError.wrongArgumentCount(function: "join", expected: 0...3, found: 4)
        ) {
            try Evaluator(functions: functions).evaluate(
                try Expression.parse("join(1,2,3,4)"), resolver: Self.resolver)
        }
    }

    @Test func evaluatorWithoutFunctionsReportsUnknownBuiltIns() throws {
        #expect(throws: EvaluationError.unknownFunction("len")) {
            try Evaluator(functions: ExpressionFunctions()).evaluate(
                try Expression.parse("len(1)"), resolver: Self.resolver)
        }
    }
}
