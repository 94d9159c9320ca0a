import Testing

@testable import WizardEngine

/// Inputs the fuzz targets (Fuzz/, scripts/fuzz.sh) found, minimized, kept as regressions.
@Suite struct FuzzRegressionTests {
    // Found by the `expression` target: ExpressionPrinter JSON-quoted string literals, so a
    // literal holding a control character printed as `\u0004` or `\r`, which the expression
    // lexer does not read: `wizard graph` labels no longer parsed back to the same tree.
    @Test(arguments: [
        "language == \"trciseyp\u{4}pt\"", "\"H\u{C8}\r{{,\"", "x == \"\u{7F}\u{9B}\u{1B}[2J\u{202E}\"",
        "x in \"tab\\there\\nquote\\\"back\\\\slash\"",
    ])
    func printedStringLiteralsParseBack(_ source: String) throws {
        let expression = try Expression.parse(source)
        let printed = ExpressionPrinter.text(of: expression)
        #expect(try Expression.parse(printed) == expression, "\(printed.debugDescription)")
    }
}
