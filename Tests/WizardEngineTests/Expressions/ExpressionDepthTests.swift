import Testing

@testable import WizardEngine

/// The nesting limit: 64 levels parse, 65 are a syntax error at the token that goes over,
/// and absurd depths fail the same way instead of overflowing the stack.
struct ExpressionDepthTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        /// nil: parses; otherwise the column of the depth error.
        var errorColumn: Int?
        var testDescription: String { name }
    }

    static func parens(_ n: Int) -> String {
        String(repeating: "(", count: n) + "x" + String(repeating: ")", count: n)
    }

    static func chain(_ operators: Int) -> String {
        "x" + String(repeating: " || x", count: operators)
    }

    static let cases: [Case] = [
        Case(name: "64 parentheses", source: parens(64), errorColumn: nil),
        Case(name: "65 parentheses", source: parens(65), errorColumn: 65),
        Case(name: "64 nots", source: String(repeating: "!", count: 64) + "x", errorColumn: nil),
        Case(name: "65 nots", source: String(repeating: "!", count: 65) + "x", errorColumn: 65),
        Case(name: "64 chained operators", source: chain(64), errorColumn: nil),
        Case(name: "65 chained operators", source: chain(65), errorColumn: 2 + 5 * 64 + 1),
        Case(
            name: "63 nots around parentheses", source: String(repeating: "!", count: 63) + "(x)",
            errorColumn: nil),
        Case(
            name: "64 nots around parentheses", source: String(repeating: "!", count: 64) + "(x)",
            errorColumn: 65),
        Case(
            name: "64 nested calls",
            source: String(repeating: "lower(", count: 64) + "x"
                + String(repeating: ")", count: 64),
            errorColumn: nil),
        Case(
            name: "65 nested calls",
            source: String(repeating: "lower(", count: 65) + "x"
                + String(repeating: ")", count: 65),
            errorColumn: 6 * 64 + 6),
        Case(name: "20,000 parentheses", source: parens(20_000), errorColumn: 65),
        Case(name: "10,000 chained operators", source: chain(10_000), errorColumn: 2 + 5 * 64 + 1),
    ]

    @Test(arguments: cases)
    func depthLimit(_ c: Case) throws {
        if let column = c.errorColumn {
            #expect(
                throws: ExpressionSyntaxError(
                    message: "expression nested too deeply (limit 64)", column: column)
            ) {
                try Expression.parse(c.source)
            }
        } else {
            let expression = try Expression.parse(c.source)
            _ = try Evaluator().evaluate(expression, resolver: DictionaryResolver())
        }
    }
}
