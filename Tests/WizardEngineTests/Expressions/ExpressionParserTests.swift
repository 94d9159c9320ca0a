import Testing

@testable import WizardEngine

struct ExpressionParserTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var expected: Expression
        var testDescription: String { source }
    }

    static let successes: [Case] = [
        Case(source: "\"a\\\"b\\\\c\\nd\\te\"", expected: .literal(.string("a\"b\\c\nd\te"))),
        Case(source: "\"héllo ✓\"", expected: .literal(.string("héllo ✓"))),
        Case(source: "42", expected: .literal(.integer(42))),
        Case(source: "-7", expected: .literal(.integer(-7))),
        Case(source: "1.5", expected: .literal(.number(1.5))),
        Case(source: "2e3", expected: .literal(.number(2000))),
        Case(source: "-1.25E-2", expected: .literal(.number(-0.0125))),
        Case(source: "true", expected: .literal(.bool(true))),
        Case(source: "false", expected: .literal(.bool(false))),
        Case(source: " null ", expected: .literal(.null)),
        Case(source: "db.port", expected: AST.local("db.port", 1)),
        Case(source: "db-port", expected: AST.local("db-port", 1)),
        Case(source: "a-1", expected: AST.local("a-1", 1)),
        Case(
            source: "servers.1.host",
            expected: .path(
                PathReference(base: .local, components: ["servers", "1", "host"], column: 1))),
        Case(
            source: "root.x",
            expected: .path(PathReference(base: .root, components: ["x"], column: 1))),
        Case(
            source: "parent.x.y",
            expected: .path(
                PathReference(base: .parent(levels: 1), components: ["x", "y"], column: 1))),
        Case(
            source: "parent.parent.x",
            expected: .path(PathReference(base: .parent(levels: 2), components: ["x"], column: 1))),
        Case(
            source: "env.HOME",
            expected: .path(PathReference(base: .environment, components: ["HOME"], column: 1))),
        Case(
            source: "value", expected: .path(PathReference(base: .value, components: [], column: 1))
        ),
        Case(
            source: "value.0",
            expected: .path(PathReference(base: .value, components: ["0"], column: 1))),
        Case(source: "rooted", expected: AST.local("rooted", 1)),
        Case(source: "!a", expected: .not(AST.local("a", 2))),
        Case(source: "!!a", expected: .not(.not(AST.local("a", 3)))),
        Case(source: "a == -1", expected: AST.binary(.equal, AST.local("a", 1), AST.int(-1))),
        Case(
            source: "a || b && c",
            expected: AST.binary(
                .or, AST.local("a", 1), AST.binary(.and, AST.local("b", 6), AST.local("c", 11)))),
        Case(
            source: "(a || b) && c",
            expected: AST.binary(
                .and, AST.binary(.or, AST.local("a", 2), AST.local("b", 7)), AST.local("c", 13))),
        Case(
            source: "a == b && c != d",
            expected: AST.binary(
                .and, AST.binary(.equal, AST.local("a", 1), AST.local("b", 6)),
                AST.binary(.notEqual, AST.local("c", 11), AST.local("d", 16)))),
        Case(
            source: "a < b == c >= d",
            expected: AST.binary(
                .equal, AST.binary(.less, AST.local("a", 1), AST.local("b", 5)),
                AST.binary(.greaterOrEqual, AST.local("c", 10), AST.local("d", 15)))),
        Case(
            source: "a<=b",
            expected: AST.binary(.lessOrEqual, AST.local("a", 1), AST.local("b", 4))),
        Case(
            source: "\"x\" in tags",
            expected: AST.binary(.in, AST.string("x"), AST.local("tags", 8))),
        Case(
            source: "a == b == c",
            expected: AST.binary(
                .equal, AST.binary(.equal, AST.local("a", 1), AST.local("b", 6)), AST.local("c", 11)
            )),
        Case(
            source: "!a == b",
            expected: AST.binary(.equal, .not(AST.local("a", 2)), AST.local("b", 7))),
        Case(
            source: "len(x)",
            expected: .call(name: "len", arguments: [AST.local("x", 5)], column: 1)),
        Case(source: "f()", expected: .call(name: "f", arguments: [], column: 1)),
        Case(
            source: "  matches(name, \"[a-z]+\")",
            expected: .call(
                name: "matches", arguments: [AST.local("name", 11), AST.string("[a-z]+")], column: 3
            )),
        Case(
            source: "len (x)",
            expected: .call(name: "len", arguments: [AST.local("x", 6)], column: 1)),
        // Columns count Unicode scalars, not bytes.
        Case(
            source: "\"é✓\" == b", expected: AST.binary(.equal, AST.string("é✓"), AST.local("b", 9))
        ),
        Case(
            source: "\ta\n||\r\nb", expected: AST.binary(.or, AST.local("a", 2), AST.local("b", 8))),
    ]

    @Test(arguments: successes)
    func parses(_ c: Case) throws {
        #expect(try Expression.parse(c.source) == c.expected)
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var source: String
        var message: String
        var column: Int
        var testDescription: String { source }
    }

    static let errors: [ErrorCase] = [
        ErrorCase(
            source: "", message: "expected an expression but found end of expression", column: 1),
        ErrorCase(source: "(a", message: "expected ')' but found end of expression", column: 3),
        ErrorCase(source: "(a b)", message: "expected ')' but found 'b'", column: 4),
        ErrorCase(source: "a #", message: "unexpected character '#'", column: 3),
        ErrorCase(source: "\"é\" ✓", message: "unexpected character '✓'", column: 5),
        ErrorCase(source: "a\u{7}", message: "unexpected character '\u{7}'", column: 2),
        ErrorCase(source: "x == \"abc", message: "unterminated string", column: 6),
        ErrorCase(source: "\"a\\", message: "unterminated string", column: 1),
        ErrorCase(
            source: "\"a\\qb\"",
            message: "unknown escape '\\q' in string (expected \\\", \\\\, \\n or \\t)",
            column: 3),
        ErrorCase(
            source: "a b", message: "expected an operator or end of expression but found 'b'",
            column: 3),
        ErrorCase(
            source: "a \"s\"", message: "expected an operator or end of expression but found \"s\"",
            column: 3),
        ErrorCase(
            source: "a )", message: "expected an operator or end of expression but found ')'",
            column: 3),
        ErrorCase(source: "a = b", message: "expected '==' but found '='", column: 3),
        ErrorCase(source: "a & b", message: "expected '&&' but found '&'", column: 3),
        ErrorCase(source: "a | b", message: "expected '||' but found '|'", column: 3),
        ErrorCase(
            source: "a &&", message: "expected an expression but found end of expression", column: 5
        ),
        ErrorCase(source: "a || )", message: "expected an expression but found ')'", column: 6),
        ErrorCase(
            source: "!", message: "expected an expression but found end of expression", column: 2),
        ErrorCase(source: "in", message: "expected an expression but found 'in'", column: 1),
        ErrorCase(source: "- 1", message: "unexpected character '-'", column: 1),
        ErrorCase(source: "a - 1", message: "unexpected character '-'", column: 3),
        ErrorCase(
            source: "1.",
            message: "expected a digit after '.' in number but found end of expression", column: 3),
        ErrorCase(
            source: "1.x", message: "expected a digit after '.' in number but found 'x'", column: 3),
        ErrorCase(
            source: "1e+",
            message:
                "expected a digit after the exponent sign in number but found end of expression",
            column: 4),
        ErrorCase(source: ".5", message: "unexpected character '.'", column: 1),
        ErrorCase(
            source: "99999999999999999999",
            message: "number '99999999999999999999' is out of range", column: 1),
        ErrorCase(source: "1e999", message: "number '1e999' is out of range", column: 1),
        ErrorCase(
            source: "root",
            message: "expected '.' and a name after 'root' but found end of expression", column: 5),
        ErrorCase(
            source: "parent == 1", message: "expected '.' and a name after 'parent' but found '=='",
            column: 8),
        ErrorCase(
            source: "parent.parent",
            message: "expected '.' and a name after 'parent.parent' but found end of expression",
            column: 14),
        ErrorCase(
            source: "env",
            message: "expected '.' and a variable name after 'env' but found end of expression",
            column: 4),
        ErrorCase(
            source: "env.A.B", message: "expected end of environment variable name but found '.'",
            column: 6),
        ErrorCase(
            source: "a.",
            message: "expected a name or an index after '.' but found end of expression", column: 3),
        ErrorCase(
            source: "a.(b)", message: "expected a name or an index after '.' but found '('",
            column: 3),
        ErrorCase(
            source: "a.1b", message: "expected a name or an index after '.' but found '1b'",
            column: 3),
        ErrorCase(source: "a.01", message: "index '01' has a leading zero", column: 3),
        ErrorCase(source: "true.x", message: "unexpected '.' after 'true'", column: 5),
        ErrorCase(source: "len(a b)", message: "expected ',' or ')' but found 'b'", column: 7),
        ErrorCase(source: "len(a,)", message: "expected an expression but found ')'", column: 7),
        ErrorCase(
            source: "len(a", message: "expected ',' or ')' but found end of expression", column: 6),
        ErrorCase(
            source: "a.b(1)", message: "expected an operator or end of expression but found '('",
            column: 4),
        ErrorCase(source: "a }}", message: "unexpected character '}'", column: 3),
        ErrorCase(
            source: "x || matches(x, \"a(b\")", message: "invalid regular expression: column 2: missing ')' for the group opened here",
            column: 17),
        ErrorCase(
            source: String(repeating: "a", count: 257),
            message: "identifier longer than 256 characters", column: 1),
        ErrorCase(
            source: "x." + String(repeating: "b", count: 257),
            message: "identifier longer than 256 characters",
            column: 3),
        ErrorCase(
            source: "\"" + String(repeating: "x", count: 65_535) + "\"",
            message: "expression longer than 64 KiB",
            column: 1),
        ErrorCase(
            source: "f(" + String(repeating: "x", count: 50) + " 1)",
            message: "expected ',' or ')' but found '1'", column: 54),
        ErrorCase(
            source: "a " + String(repeating: "x", count: 50),
            message: "expected an operator or end of expression but found '"
                + String(repeating: "x", count: 40) + "…'",
            column: 3),
    ]

    @Test(arguments: errors)
    func rejects(_ c: ErrorCase) {
        #expect(throws: ExpressionSyntaxError(message: c.message, column: c.column)) {
            try Expression.parse(c.source)
        }
    }

    @Test func acceptsLimitLengths() throws {
        let identifier = String(repeating: "a", count: 256)
        #expect(try Expression.parse(identifier) == AST.local(identifier, 1))
        let string = "\"" + String(repeating: "x", count: 65_534) + "\""
        #expect(try Expression.parse(string) == AST.string(String(repeating: "x", count: 65_534)))
    }

    @Test func matchesWithValidOrNonLiteralPatternParses() throws {
        _ = try Expression.parse("matches(x, \"[a-z]+(-[a-z]+)*\")")
        _ = try Expression.parse("matches(x, pattern)")
        _ = try Expression.parse("other(x, \"a(b\")")
    }
}
