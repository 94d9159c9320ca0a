import Foundation
import Testing

@testable import WizardCore
@testable import WizardEngine

/// Every example of docs/expressions.md, evaluated with the answers and the clock the page
/// states: each gives the value written after `⇒`, and every built-in function has one.
@Suite struct ExpressionDocTests {
    /// One `EXPRESSION ⇒ JSON` line of an `expression` block.
    struct Example: CustomTestStringConvertible, Sendable {
        var source: String
        var expected: String
        var testDescription: String { "\(source) ⇒ \(expected)" }
    }

    static let page = DocSnippetTests.root.appendingPathComponent("docs/expressions.md")

    /// The examples, in page order.
    static let examples: [Example] = {
        guard let text = try? String(contentsOf: page, encoding: .utf8) else { return [] }
        var examples: [Example] = []
        var inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```expression" {
                inBlock = true
            } else if line == "```" {
                inBlock = false
            } else if inBlock, let arrow = line.range(of: " ⇒ ") {
                examples.append(Example(source: String(line[..<arrow.lowerBound]), expected: String(line[arrow.upperBound...])))
            }
        }
        return examples
    }()

    /// The answers the page states.
    static let answers = DictionaryResolver(local: [
        "project_name": .string("My Awesome Shop 2"), "kind": .string("theme"), "description": .string(""),
        "version": .string("15.0"), "port": .integer(8080), "tags": .array([.string("web"), .string("db")]),
    ])

    /// 2026-03-07 09:05:02 UTC, the clock the page states.
    static let clock = WallClockTime(secondsSince1970: 1_772_874_302)

    /// Catches: a documented example that no longer gives its documented value.
    @Test(arguments: examples)
    func exampleGivesItsValue(_ example: Example) throws {
        let evaluator = Evaluator(functions: ExpressionFunctions.builtIn.withClock(Self.clock))
        let value = try evaluator.evaluate(Expression.parse(example.source), resolver: Self.answers)
        let expected = try JSONReader().read(Array(example.expected.utf8)).toAnswerValue()
        #expect(value.jsonText == expected.jsonText)
    }

    /// Catches: a built-in function, the conditional or the fallback left without a
    /// documented example.
    @Test func everyFunctionAndOperatorHasAnExample() throws {
        #expect(Self.examples.count >= 25)
        let parsed = try Self.examples.map { try Expression.parse($0.source) }
        let called = Set(parsed.flatMap { $0.calledFunctions.map(\.name) })
        #expect(
            Set(ExpressionFunctions.builtIn.names).subtracting(called).isEmpty,
            "undocumented: \(Set(ExpressionFunctions.builtIn.names).subtracting(called).sorted())")
        var kinds: Set<String> = []
        for expression in parsed {
            expression.visit { node in
                switch node {
                case .conditional: kinds.insert("conditional")
                case .fallback: kinds.insert("fallback")
                case .index: kinds.insert("index")
                case .slice: kinds.insert("slice")
                default: break
                }
            }
        }
        #expect(kinds == ["conditional", "fallback", "index", "slice"])
    }
}
