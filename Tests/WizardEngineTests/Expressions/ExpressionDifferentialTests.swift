import Testing
import WizardTestSupport

@testable import WizardCore
@testable import WizardEngine

/// The expression and template parsers give exactly what the old parser (kept in
/// `Reference/ReferenceParser.swift`) gives: the same tree, or the same error message at
/// the same column, for random sources built from grammar-aware pieces, valid or not; and
/// the analyses (`referencedPaths`, `calledFunctions`) agree with a generic tree walk.
struct ExpressionDifferentialTests {
    /// Pieces that are tokens, near-tokens or troublemakers for the lexer.
    static let fragments = [
        "a", "s0", "db.port", "servers.1", "servers.0.host", "x.01", "x.1a", "x.", "a..b",
        "x.99999999999999999999", "x.9223372036854775807", "x.9223372036854775808", "root.",
        "root", "root.x", "parent.", "parent.parent.y", "parent", "env.HOME", "env.A.B", "env",
        "value", "value.x", "value.0", "true", "false", "null", "true.x", "null.0", "in", " in ",
        "in.x", "inx", "trueish", "(", ")", "!", "!=", "&&", "||", "==", "=", "&", "|", "<", "<=",
        ">", ">=", ",", "len(", "lower(", "matches(", "\"[a-z]+\"", "\"[\"", "\"(\"",
        "\"é\\n\"", "\"a\\qb\"", "\"\\", "\"", "\\", "\"\\é\"", "1", "0", "01", "-1", "-", "-x",
        "-2.5e3", "1e", "1e+", "1.", "1.5", ".5", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "-9223372036854775809", "1e999", "-0", "00", " ", "\t", "\n",
        "é", "✓", "#", "\u{202E}", "\u{1}", "{{", "}}", "}", ".", "_x", "A_b-9",
        String(repeating: "i", count: 256), String(repeating: "j", count: 257),
        "k." + String(repeating: "m", count: 257), String(repeating: "(", count: 70),
        String(repeating: "!", count: 70), String(repeating: ")", count: 5),
        "\"" + String(repeating: "long ✓ text ", count: 6) + "\"",
    ]

    /// Pieces of template text outside holes.
    static let textFragments = ["Hi ", "{", "}", "}}", "{{", "{{{", "é", "\n", "x", "{ {"]

    /// A random well-formed expression of at most `depth` levels (with occasional noise
    /// when `noisy`), so long valid chains and nestings are covered too.
    static func expression(depth: Int, noisy: Bool, using rng: inout SplitMix64) -> String {
        if noisy, Int.random(in: 0..<25, using: &rng) == 0 {
            return fragments.randomElement(using: &rng) ?? ""
        }
        let operators = BinaryOperator.allCases.map(\.rawValue)
        let space = [" ", "", "  ", "\t"]
        func s(_ rng: inout SplitMix64) -> String { space.randomElement(using: &rng) ?? "" }
        let choice = depth <= 0 ? Int.random(in: 0..<3, using: &rng) : Int.random(in: 0..<7, using: &rng)
        switch choice {
        case 0:
            return ["a", "s0", "db.port", "servers.1.host", "root.x", "parent.y", "env.HOME", "value"]
                .randomElement(using: &rng) ?? "a"
        case 1:
            return ["1", "-2", "2.5", "1e3", "\"x\"", "\"é ✓\"", "true", "false", "null"]
                .randomElement(using: &rng) ?? "1"
        case 2:
            return "s\(Int.random(in: 0..<10_000, using: &rng))"
        case 3:
            return "!" + s(&rng) + expression(depth: depth - 1, noisy: noisy, using: &rng)
        case 4:
            return "(" + s(&rng) + expression(depth: depth - 1, noisy: noisy, using: &rng) + s(&rng)
                + ")"
        case 5:
            let name = ["len", "lower", "matches", "f"].randomElement(using: &rng) ?? "len"
            let count = Int.random(in: 0...3, using: &rng)
            let arguments = (0..<count).map { _ in
                expression(depth: depth - 1, noisy: noisy, using: &rng)
            }
            return name + "(" + arguments.joined(separator: "," + s(&rng)) + ")"
        default:
            let count = Int.random(in: 1...4, using: &rng)
            var out = expression(depth: depth - 1, noisy: noisy, using: &rng)
            for _ in 0..<count {
                let op = operators.randomElement(using: &rng) ?? "=="
                out += (op == "in" ? " " : s(&rng)) + op + (op == "in" ? " " : s(&rng))
                out += expression(depth: depth - 1, noisy: noisy, using: &rng)
            }
            return out
        }
    }

    /// A random source: fragment soup, or a grammar-built expression, possibly noisy.
    static func source(using rng: inout SplitMix64) -> String {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
            let count = Int.random(in: 1...12, using: &rng)
            return (0..<count).map { _ in fragments.randomElement(using: &rng) ?? "" }.joined()
        case 1:
            return expression(depth: Int.random(in: 0...6, using: &rng), noisy: false, using: &rng)
        default:
            return expression(depth: Int.random(in: 0...6, using: &rng), noisy: true, using: &rng)
        }
    }

    /// A random template: text pieces and `{{ … }}` holes, some left unclosed.
    static func template(using rng: inout SplitMix64) -> String {
        var out = ""
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            if Bool.random(using: &rng) {
                out += textFragments.randomElement(using: &rng) ?? ""
            } else {
                out += "{{" + ([" ", ""].randomElement(using: &rng) ?? "") + source(using: &rng)
                if Int.random(in: 0..<8, using: &rng) != 0 { out += " }}" }
            }
        }
        return out
    }

    static func outcome<T>(_ body: () throws(ExpressionSyntaxError) -> T) -> Result<
        T, ExpressionSyntaxError
    > {
        do { return .success(try body()) } catch { return .failure(error) }
    }

    /// Fixed seeds; a failure names its seed and source, so it reproduces by itself.
    @Test(arguments: Array(UInt64(0)..<40))
    func expressionsMatchTheReferenceParser(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<500 {
            let source = Self.source(using: &rng)
            let new = Self.outcome { () throws(ExpressionSyntaxError) in try Expression.parse(source) }
            let old = Self.outcome { () throws(ExpressionSyntaxError) in
                try referenceParseExpression(source)
            }
            #expect(Self.usesNewSyntax(old) || new == old, "seed \(seed): \(source.debugDescription)")
            if case .success(let expression) = new {
                #expect(
                    expression.referencedPaths == Self.pathsByVisiting(expression)
                        && expression.calledFunctions == Self.callsByVisiting(expression),
                    "seed \(seed): \(source.debugDescription)")
            }
        }
    }

    /// Whether the old parser stopped at a character that only the grown grammar reads
    /// (`[`, `]`, `?`, `:`): up to there both parsers read the same source the same way,
    /// and from there they are meant to differ.
    static func usesNewSyntax<T>(_ old: Result<T, ExpressionSyntaxError>) -> Bool {
        guard case .failure(let error) = old else { return false }
        return ["[", "]", "?", ":"].contains { error.message == "unexpected character '\($0)'" }
    }

    /// The paths of `expression` found with the generic pre-order `visit`.
    static func pathsByVisiting(_ expression: Expression) -> [PathReference] {
        var paths: [PathReference] = []
        expression.visit { if case .path(let reference) = $0 { paths.append(reference) } }
        return paths
    }

    /// The calls of `expression` found with the generic pre-order `visit`.
    static func callsByVisiting(_ expression: Expression) -> [FunctionCallSite] {
        var calls: [FunctionCallSite] = []
        expression.visit {
            if case .call(let name, _, let column) = $0 {
                calls.append(FunctionCallSite(name: name, column: column))
            }
        }
        return calls
    }

    @Test(arguments: Array(UInt64(0)..<40))
    func templatesMatchTheReferenceParser(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let source = Self.template(using: &rng)
            let new = Self.outcome { () throws(ExpressionSyntaxError) in try Template.parse(source) }
            let old = Self.outcome { () throws(ExpressionSyntaxError) in
                try referenceParseTemplate(source)
            }
            #expect(Self.usesNewSyntax(old) || new == old, "seed \(seed): \(source.debugDescription)")
            if case .success(let template) = new {
                #expect(
                    template.referencedPaths == template.expressions.flatMap(Self.pathsByVisiting)
                        && template.calledFunctions
                            == template.expressions.flatMap(Self.callsByVisiting),
                    "seed \(seed): \(source.debugDescription)")
            }
        }
    }

    /// Sources that are not native Swift strings (a substring's copy, a bridged-looking
    /// string built from scalars) parse like any other.
    @Test func sourcesFromAnyStorageParse() throws {
        let text = "xx s1 == true || len(s0) > 0 xx"
        let middle = String(text.dropFirst(3).dropLast(3))
        #expect(try Expression.parse(middle) == referenceParseExpression(middle))
        let template = String(String.UnicodeScalarView("Count for {{ s0 }}?".unicodeScalars))
        #expect(try Template.parse(template) == referenceParseTemplate(template))
    }
}
