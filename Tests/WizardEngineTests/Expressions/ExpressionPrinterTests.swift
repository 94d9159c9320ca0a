import Testing

@testable import WizardEngine

/// `wizard graph` labels print `when` expressions back as source: the text must mean the
/// same expression (parentheses only where precedence needs them).
struct ExpressionPrinterTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var printed: String
        var testDescription: String { source }
    }

    static let cases: [Case] = [
        Case(source: "a == \"x\\\"y\"", printed: "a == \"x\\\"y\""),
        Case(source: "(a || b) && c", printed: "(a || b) && c"),
        Case(source: "a || b && c", printed: "a || b && c"),
        Case(source: "a == (b == c)", printed: "a == (b == c)"),
        Case(source: "(a == b) == c", printed: "a == b == c"),
        Case(source: "!(a && b)", printed: "!(a && b)"),
        Case(source: "!a", printed: "!a"),
        Case(source: "len(parent.parent.items) >= 2", printed: "len(parent.parent.items) >= 2"),
        Case(source: "root.x != env.HOME && (\"a\" in value)", printed: "root.x != env.HOME && \"a\" in value"),
        Case(source: "matches(lower(x), \"[a-z]+\") || null == 1.5", printed: "matches(lower(x), \"[a-z]+\") || null == 1.5"),
        Case(source: "a ? b : c ? d : e", printed: "a ? b : c ? d : e"),
        Case(source: "(a ? b : c) ? d : e", printed: "(a ? b : c) ? d : e"),
        Case(source: "a ? (b ? c : d) : e", printed: "a ? (b ? c : d) : e"),
        Case(source: "(a ?? b) ?? c", printed: "a ?? b ?? c"),
        Case(source: "a ?? (b ?? c)", printed: "a ?? (b ?? c)"),
        Case(source: "(a || b) ?? c", printed: "a || b ?? c"),
        Case(source: "a || (b ?? c)", printed: "a || (b ?? c)"),
        Case(source: "(a ?? b)[0]", printed: "(a ?? b)[0]"),
        Case(source: "!x[1:-1]", printed: "!x[1:-1]"),
        Case(source: "(!x)[0]", printed: "(!x)[0]"),
        Case(source: "x[:2][a ? 0 : 1]", printed: "x[:2][a ? 0 : 1]"),
    ]

    @Test(
        "prints canonical text that parses to the same expression (catches: dropped parentheses changing a `when` label's meaning)",
        arguments: cases)
    func roundTrip(_ c: Case) throws {
        let expression = try Expression.parse(c.source)
        let printed = ExpressionPrinter.text(of: expression)
        #expect(printed == c.printed)
        #expect(try strippingColumns(Expression.parse(printed)) == strippingColumns(expression))
    }

    /// The expression with every column set to 1, so trees parsed from different texts compare.
    func strippingColumns(_ e: Expression) -> Expression {
        switch e {
        case .literal: e
        case .path(let reference):
            .path(PathReference(base: reference.base, components: reference.components, column: 1))
        case .not(let operand): .not(strippingColumns(operand))
        case .binary(let op, let l, let r): .binary(op, strippingColumns(l), strippingColumns(r))
        case .call(let name, let arguments, _): .call(name: name, arguments: arguments.map(strippingColumns), column: 1)
        case .conditional(let c, let t, let o):
            .conditional(strippingColumns(c), then: strippingColumns(t), otherwise: strippingColumns(o))
        case .fallback(let l, let r): .fallback(strippingColumns(l), strippingColumns(r))
        case .index(let b, let i, _): .index(strippingColumns(b), strippingColumns(i), column: 1)
        case .slice(let b, let f, let t, _):
            .slice(strippingColumns(b), from: f.map(strippingColumns), to: t.map(strippingColumns), column: 1)
        }
    }
}
