import Testing

@testable import WizardEngine

struct ExpressionTemplateTests {
    struct ParseCase: CustomTestStringConvertible, Sendable {
        var source: String
        var parts: [Template.Part]
        var testDescription: String { source }
    }

    static let parseCases: [ParseCase] = [
        ParseCase(source: "", parts: []),
        ParseCase(source: "plain { text } }}", parts: [.text("plain { text } }}")]),
        ParseCase(source: "{{name}}", parts: [.expression(AST.local("name", 3))]),
        ParseCase(
            source: "Hi {{ name }}!",
            parts: [.text("Hi "), .expression(AST.local("name", 7)), .text("!")]),
        ParseCase(
            source: "é {{ a }}{{b}}",
            parts: [.text("é "), .expression(AST.local("a", 6)), .expression(AST.local("b", 12))]),
        ParseCase(source: "{{ \"}}\" }}", parts: [.expression(AST.string("}}"))]),
        ParseCase(
            source: "{{\n  a == 1\n}}",
            parts: [.expression(AST.binary(.equal, AST.local("a", 6), AST.int(1)))]),
    ]

    @Test(arguments: parseCases)
    func parsesTemplate(_ c: ParseCase) throws {
        #expect(try Template.parse(c.source) == Template(parts: c.parts, source: c.source))
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var source: String
        var message: String
        var column: Int
        var testDescription: String { source }
    }

    static let errors: [ErrorCase] = [
        ErrorCase(
            source: "Hi {{ name", message: "expected '}}' to close '{{' but found end of template",
            column: 4),
        ErrorCase(
            source: "é {{ (a", message: "expected '}}' to close '{{' but found end of template",
            column: 3),
        ErrorCase(
            source: "{{ a }} and {{",
            message: "expected '}}' to close '{{' but found end of template", column: 13),
        ErrorCase(source: "x {{ }}", message: "expected an expression but found '}}'", column: 6),
        ErrorCase(source: "{{}}", message: "expected an expression but found '}}'", column: 3),
        ErrorCase(
            source: "ab {{ a b }}", message: "expected an operator or '}}' but found 'b'", column: 9
        ),
        ErrorCase(source: "{{ (a }}", message: "expected ')' but found '}}'", column: 7),
        ErrorCase(source: "✓ {{ a # }}", message: "unexpected character '#'", column: 8),
        ErrorCase(source: "{{ \"abc }}", message: "unterminated string", column: 4),
        ErrorCase(
            source: "{{ matches(a, \"[\") }}",
            message: "invalid regular expression: column 1: missing ']' for the class opened here",
            column: 15),
        ErrorCase(
            source: String(repeating: "x", count: 65_537), message: "template longer than 64 KiB",
            column: 1),
    ]

    @Test(arguments: errors)
    func rejects(_ c: ErrorCase) {
        #expect(throws: ExpressionSyntaxError(message: c.message, column: c.column)) {
            try Template.parse(c.source)
        }
    }

    struct RenderCase: CustomTestStringConvertible, Sendable {
        var source: String
        var expected: String
        var testDescription: String { source }
    }

    static let resolver = DictionaryResolver(local: [
        "name": .string("Ada"),
        "port": .integer(5432),
        "ratio": .number(0.25),
        "whole": .number(3.0),
        "on": .bool(true),
        "tags": .array([.string("db"), .integer(3), .null, .array([.bool(false), .string("x")])]),
        "db": .object(["port": .integer(1), "host": .string("h")]),
        "who": .string("Zoë 😀 e\u{301}"),
    ])

    static let renderCases: [RenderCase] = [
        RenderCase(source: "plain", expected: "plain"),
        RenderCase(source: "Hi {{ name }}!", expected: "Hi Ada!"),
        RenderCase(source: "{{port}}/{{ratio}}/{{whole}}", expected: "5432/0.25/3"),
        RenderCase(source: "[{{ on }}|{{ !on }}]", expected: "[true|false]"),
        RenderCase(source: "[{{ missing }}]", expected: "[]"),
        RenderCase(source: "{{ tags }}", expected: "db, 3, , false, x"),
        RenderCase(source: "{{ db }}", expected: "{\"host\":\"h\",\"port\":1}"),
        // One hole: the string is built at its exact length (short and long, non-ASCII).
        RenderCase(source: "{{ port }} left", expected: "5432 left"),
        RenderCase(source: "right {{ on }}", expected: "right true"),
        RenderCase(source: "Ünïcødé {{ who }} ✓ and a long tail", expected: "Ünïcødé Zoë 😀 e\u{301} ✓ and a long tail"),
        RenderCase(source: "a{{ ratio }}b", expected: "a0.25b"),
        RenderCase(source: "<{{ tags }}>", expected: "<db, 3, , false, x>"),
        RenderCase(
            source: "{{ upper(name) }} has {{ len(tags) }} tags", expected: "ADA has 4 tags"),
    ]

    @Test(arguments: renderCases)
    func renders(_ c: RenderCase) throws {
        let template = try Template.parse(c.source)
        #expect(try Evaluator().render(template, resolver: Self.resolver) == c.expected)
    }

    @Test func renderReportsTheFailingHole() throws {
        let template = try Template.parse("a {{ name }} {{ nope() }}")
        #expect(throws: EvaluationError.unknownFunction("nope")) {
            try Evaluator().render(template, resolver: Self.resolver)
        }
    }

    @Test func isLiteralOnlyWithoutHoles() throws {
        #expect(try Template.parse("no holes {").isLiteral)
        #expect(try !Template.parse("a {{ b }}").isLiteral)
    }
}
