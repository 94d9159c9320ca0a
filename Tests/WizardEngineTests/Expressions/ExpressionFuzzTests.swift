import Testing
import WizardTestSupport

@testable import WizardEngine

/// Random token soup never crashes the parser or the evaluator: parsing either succeeds or
/// reports a column inside the source (or just past its end), and a parsed expression
/// either evaluates or fails with an `EvaluationError`.
struct ExpressionFuzzTests {
    static let fragments = [
        "a", "db.port", "servers.1", "root.", "parent.", "env.HOME", "value", "(", ")", "!", "&&",
        "||", "==", "!=", "<", "<=", ">", ">=", " in ", ",", "len(", "matches(", "\"[a-z]+\"",
        "\"(\"", "\"é\\n\"", "\"", "\\", "1", "-2.5e3", "true", "null", " ", "é", "✓", "#", "{{",
        "}}", "}", ".", "-", "=", "&", "|", "0", "01",
    ]

    /// Fixed seeds; a failure names its seed and source, so it reproduces by itself.
    static let seeds: [UInt64] = Array(0..<300)

    @Test(arguments: seeds)
    func neverCrashes(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let count = Int.random(in: 1...20, using: &rng)
        var source = ""
        for _ in 0..<count { source += Self.fragments.randomElement(using: &rng) ?? "" }
        let scalars = source.unicodeScalars.count
        do {
            let expression = try Expression.parse(source)
            do {
                _ = try Evaluator().evaluate(expression, resolver: DictionaryResolver())
            } catch {
                // Any EvaluationError is fine; typed throws guarantee nothing else.
            }
        } catch {
            #expect((1...scalars + 1).contains(error.column), "seed \(seed): \(source)")
            #expect(!error.message.isEmpty && !error.message.hasSuffix("."), "seed \(seed)")
        }
        do {
            _ = try Template.parse(source)
        } catch {
            #expect((1...scalars + 1).contains(error.column), "seed \(seed): \(source)")
        }
    }
}
