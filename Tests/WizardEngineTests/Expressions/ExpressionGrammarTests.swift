import Testing

@testable import WizardEngine

/// The conditional, the fallback, indexing and slicing: how they parse (precedence,
/// associativity, columns) and the exact syntax errors they give.
struct ExpressionGrammarTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var expected: Expression
        var testDescription: String { source }
    }

    static let a = AST.local("a", 1)

    static let trees: [Case] = [
        // Catches: the conditional binding tighter than `||`, or associating to the left.
        Case(
            source: "a || b ? c : d",
            expected: .conditional(.binary(.or, a, AST.local("b", 6)), then: AST.local("c", 10), otherwise: AST.local("d", 14))),
        Case(
            source: "a ? b : c ? d : e",
            expected: .conditional(
                a, then: AST.local("b", 5),
                otherwise: .conditional(AST.local("c", 9), then: AST.local("d", 13), otherwise: AST.local("e", 17)))),
        Case(
            source: "a ? b ? c : d : e",
            expected: .conditional(
                a, then: .conditional(AST.local("b", 5), then: AST.local("c", 9), otherwise: AST.local("d", 13)),
                otherwise: AST.local("e", 17))),
        // Catches: `??` binding tighter than `||` (it takes the whole `a || b`).
        Case(source: "a || b ?? c", expected: .fallback(.binary(.or, a, AST.local("b", 6)), AST.local("c", 11))),
        Case(source: "a ?? b ?? c", expected: .fallback(.fallback(a, AST.local("b", 6)), AST.local("c", 11))),
        Case(
            source: "a ?? b ? c : d",
            expected: .conditional(.fallback(a, AST.local("b", 6)), then: AST.local("c", 10), otherwise: AST.local("d", 14))),
        // Catches: an index or slice not binding tightest, or its column lost.
        Case(source: "a[0]", expected: .index(a, AST.int(0), column: 2)),
        Case(source: "!a[-1]", expected: .not(.index(AST.local("a", 2), AST.int(-1), column: 3))),
        Case(source: "a[1:]", expected: .slice(a, from: AST.int(1), to: nil, column: 2)),
        Case(source: "a[:2]", expected: .slice(a, from: nil, to: AST.int(2), column: 2)),
        Case(source: "a[:]", expected: .slice(a, from: nil, to: nil, column: 2)),
        Case(source: "a[1:-1][0]", expected: .index(.slice(a, from: AST.int(1), to: AST.int(-1), column: 2), AST.int(0), column: 8)),
        Case(
            source: "a[b ? 1 : 2]", expected: .index(a, .conditional(AST.local("b", 3), then: AST.int(1), otherwise: AST.int(2)), column: 2)
        ),
        Case(
            source: "lower(a)[0]", expected: .index(.call(name: "lower", arguments: [AST.local("a", 7)], column: 1), AST.int(0), column: 9)),
        Case(
            source: "f(a ? 1 : 2)",
            expected: .call(name: "f", arguments: [.conditional(AST.local("a", 3), then: AST.int(1), otherwise: AST.int(2))], column: 1)),
    ]

    @Test(arguments: trees)
    func parses(_ c: Case) throws {
        #expect(try Expression.parse(c.source) == c.expected)
    }

    struct Failure: CustomTestStringConvertible, Sendable {
        var source: String
        var error: ExpressionSyntaxError
        var testDescription: String { source }
    }

    static let failures: [Failure] = [
        Failure(source: "a ? b", error: .init(message: "expected ':' of the conditional but found end of expression", column: 6)),
        Failure(source: "a ? : b", error: .init(message: "expected an expression but found ':'", column: 5)),
        Failure(source: "a ??", error: .init(message: "expected an expression but found end of expression", column: 5)),
        Failure(source: "a[", error: .init(message: "expected an expression but found end of expression", column: 3)),
        Failure(source: "a[1", error: .init(message: "expected ']' or ':' but found end of expression", column: 4)),
        Failure(source: "a[1:2", error: .init(message: "expected ']' but found end of expression", column: 6)),
        Failure(source: "a ] b", error: .init(message: "expected an operator or end of expression but found ']'", column: 3)),
        Failure(source: "a : b", error: .init(message: "expected an operator or end of expression but found ':'", column: 3)),
    ]

    /// Catches: a syntax error of the new forms without its exact message or column.
    @Test(arguments: failures)
    func refuses(_ c: Failure) {
        #expect(throws: c.error) { try Expression.parse(c.source) }
    }

    /// Catches: a template hole unable to hold a conditional (its `:`) or a fallback.
    @Test func templateHolesHoldTheNewForms() throws {
        let template = try Template.parse(#"{{ a ? "x" : "y" }}-{{ b ?? "z" }}"#)
        #expect(
            template.parts == [
                .expression(.conditional(AST.local("a", 4), then: AST.string("x"), otherwise: AST.string("y"))), .text("-"),
                .expression(.fallback(AST.local("b", 24), AST.string("z"))),
            ])
    }

    /// Catches: nesting of the new forms escaping the depth limit.
    @Test func depthLimitCoversTheNewForms() {
        let deep = String(repeating: "a ? ", count: 70) + "b" + String(repeating: " : c", count: 70)
        #expect(throws: ExpressionSyntaxError.self) { try Expression.parse(deep) }
        let indexes = "a" + String(repeating: "[0]", count: 70)
        #expect(throws: ExpressionSyntaxError.self) { try Expression.parse(indexes) }
    }
}
