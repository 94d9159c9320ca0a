import Testing

@testable import WizardEngine

/// The compact form of expressions (`CompactExpression`, `ExpressionNodes`): it reads back
/// as the tree the reference parser builds, evaluates as a plain tree walk does, and keeps
/// its promise of one block per expression.
struct CompactExpressionTests {
    /// Seeded sources from the differential test's grammar-aware generator: the compact
    /// form parsed from a source reads back as the reference parser's tree, equals the form
    /// made from that tree, and evaluates over random answers as a plain walk of the tree
    /// does (value or error). Catches a node put in the wrong place (an operator inserted
    /// before the wrong operand, a wrong subtree size skipping too much or too little on
    /// `&&`/`||`, arguments miscounted) and a literal or path read from the wrong table slot.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<30))
    func parsedFormReadsBackAndEvaluatesAsTheTree(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let builder = ExpressionBuilder()
        var checked = 0
        for index in 0..<300 {
            let source = ExpressionDifferentialTests.source(using: &rng)
            guard let tree = try? referenceParseExpression(source) else {
                // A rejected source leaves the builder dirty: the next parse must not see it.
                #expect(throws: ExpressionSyntaxError.self) {
                    try CompactExpression.parse(source, using: builder)
                }
                continue
            }
            let compact = try CompactExpression.parse(source, using: builder)
            let context = "seed \(seed), source \(index): \(source.debugDescription)"
            #expect(compact.tree == tree, "\(context)")
            #expect(compact == CompactExpression(tree), "\(context)")
            for _ in 0..<3 {
                let resolver = Self.randomAnswers(for: tree, using: &rng)
                let evaluator = Evaluator()
                let expected = Self.outcome { () throws(EvaluationError) in
                    try Self.referenceEvaluate(tree, functions: evaluator.functions, resolver: resolver)
                }
                let actual = Self.outcome { () throws(EvaluationError) in
                    try evaluator.evaluate(compact, resolver: resolver)
                }
                #expect(actual == expected, "\(context)")
            }
            checked += 1
        }
        #expect(checked > 100, "seed \(seed): too few valid sources")
    }

    /// Random trees built by hand (large and negative numbers, strings, nested calls with
    /// any number of arguments, deep `!` chains) go to the compact form and back unchanged,
    /// and evaluate as the tree does. Catches a literal that does not fit a node inline
    /// being truncated, and a hand-built shape the parser never makes being misread.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<30))
    func builtTreesRoundTrip(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for index in 0..<200 {
            let tree = Self.randomTree(depth: Int.random(in: 0...5, using: &rng), using: &rng)
            let compact = CompactExpression(tree)
            #expect(compact.tree == tree, "seed \(seed), tree \(index): \(tree)")
            let resolver = Self.randomAnswers(for: tree, using: &rng)
            let evaluator = Evaluator()
            let expected = Self.outcome { () throws(EvaluationError) in
                try Self.referenceEvaluate(tree, functions: evaluator.functions, resolver: resolver)
            }
            let actual = Self.outcome { () throws(EvaluationError) in try evaluator.evaluate(compact, resolver: resolver) }
            #expect(actual == expected, "seed \(seed), tree \(index): \(tree)")
        }
    }

    /// The storage promised: one reference of 8 bytes (and its optional), a lone path or
    /// literal boxed alone (the keywords and 0 and 1 shared), anything else one block.
    @Test func formsAndSizes() throws {
        #expect(MemoryLayout<CompactExpression>.size == 8)
        #expect(MemoryLayout<CompactExpression?>.size == 8)
        let builder = ExpressionBuilder()
        func form(_ source: String) throws -> CompactExpression.Form {
            try CompactExpression.parse(source, using: builder).form
        }
        guard case .path = try form("(db.port)") else { throw Failure("a lone path is boxed alone") }
        guard case .literal(let one) = try form("1"), case .literal(let again) = try form("(1)") else {
            throw Failure("a lone literal is boxed alone")
        }
        #expect(one === again)
        guard case .literal(let yes) = try form("true") else { throw Failure("true is a literal") }
        #expect(yes === CompactExpression.LiteralBox.true)
        guard case .nodes(let nodes) = try form("s2 == true || len(s0) > 0") else {
            throw Failure("an operator makes nodes")
        }
        #expect(nodes.withReader { $0.header } == ExpressionNodesHeader(nodeCount: 8, pathCount: 2, literalCount: 0, callCount: 1))
        guard case .nodes(let big) = try form("x == 2147483648 && y == \"s\" && z == 1.5") else {
            throw Failure("an operator makes nodes")
        }
        // Only literals that do not fit a node go to the table.
        #expect(big.withReader { $0.literalBuffer.map { $0 } } == [.integer(2_147_483_648), .string("s"), .number(1.5)])
    }

    /// One builder through seeded expressions of many paths, table literals and calls (more
    /// than the builder's first capacities, so its tables grow), some cut short so the
    /// parse fails half-way: each parsed one reads back as the reference parser's tree.
    /// Catches an entry lost or left behind when a table grows, an entry moved out twice,
    /// and a failed parse's leftovers leaking into the next expression.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<20))
    func builderTablesGrowAndEmpty(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let builder = ExpressionBuilder()
        for index in 0..<60 {
            let count = Int.random(in: 1...40, using: &rng)
            var pieces: [String] = []
            for item in 0..<count {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: pieces.append("p\(item).x\(Int.random(in: 0...9, using: &rng))")
                case 1: pieces.append("\"text \(item)\" == q\(item)")
                case 2: pieces.append("len(r\(item), 4294967296) > 2.5")
                default: pieces.append("!root.s\(item)")
                }
            }
            var source = pieces.joined(separator: Bool.random(using: &rng) ? " && " : " || ")
            if Int.random(in: 0..<4, using: &rng) == 0 { source += " &&" }
            let context = "seed \(seed), expression \(index): \(source)"
            guard let tree = try? referenceParseExpression(source) else {
                #expect(throws: ExpressionSyntaxError.self, "\(context)") { try CompactExpression.parse(source, using: builder) }
                continue
            }
            let compact = try CompactExpression.parse(source, using: builder)
            #expect(compact.tree == tree, "\(context)")
            #expect(compact == CompactExpression(tree), "\(context)")
        }
    }

    // MARK: - Helpers

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    static func outcome(_ body: () throws(EvaluationError) -> AnswerValue) -> Result<AnswerValue, EvaluationError> {
        do { return .success(try body()) } catch { return .failure(error) }
    }

    /// A plain recursive evaluation of a tree, as the evaluator did before the compact
    /// form: the reference the compact evaluation is compared with.
    static func referenceEvaluate(_ tree: Expression, functions: ExpressionFunctions, resolver: some PathResolver)
        throws(EvaluationError) -> AnswerValue
    {
        func walk(_ node: Expression) throws(EvaluationError) -> AnswerValue {
            switch node {
            case .literal(let value): return value
            case .path(let reference): return resolver.resolve(reference)
            case .not(let operand): return .bool(!(try walk(operand)).isTruthy)
            case .binary(.and, let left, let right):
                guard try walk(left).isTruthy else { return .bool(false) }
                return .bool(try walk(right).isTruthy)
            case .binary(.or, let left, let right):
                if try walk(left).isTruthy { return .bool(true) }
                return .bool(try walk(right).isTruthy)
            case .binary(let op, let left, let right):
                let l = try walk(left)
                return .bool(Evaluator.apply(op, l, try walk(right)))
            case .call(let name, let arguments, _):
                var values: [AnswerValue] = []
                for argument in arguments { values.append(try walk(argument)) }
                return try functions.call(name, with: values)
            }
        }
        return try walk(tree)
    }

    /// Random values for the paths `tree` reads (some left unanswered).
    static func randomAnswers(for tree: Expression, using rng: inout SplitMix64) -> DictionaryResolver {
        var resolver = DictionaryResolver()
        var paths: [PathReference] = []
        tree.visit { if case .path(let reference) = $0 { paths.append(reference) } }
        for path in paths {
            guard let first = path.components.first, Int.random(in: 0..<4, using: &rng) != 0 else { continue }
            let value = randomValue(using: &rng)
            switch path.base {
            case .local: resolver.local[first] = value
            case .root: resolver.root[first] = value
            case .parent: resolver.parents = [[first: value]]
            case .environment: resolver.environment[first] = value.isTruthy ? "set" : ""
            case .value: resolver.value = value
            }
        }
        return resolver
    }

    static func randomValue(using rng: inout SplitMix64) -> AnswerValue {
        switch Int.random(in: 0..<7, using: &rng) {
        case 0: .null
        case 1: .bool(Bool.random(using: &rng))
        case 2: .integer(Int.random(in: -3...3, using: &rng))
        case 3: .number(Double(Int.random(in: -4...4, using: &rng)) / 2)
        case 4: .string(["", "x", "abc", "é ✓"].randomElement(using: &rng) ?? "")
        case 5: .array([.integer(1), .string("x")])
        default: .object(["x": .integer(1), "host": .string("h")])
        }
    }

    /// A random tree of at most `depth` levels, with shapes and literals the parser never
    /// makes (calls of many arguments, integers beyond 32 bits).
    static func randomTree(depth: Int, using rng: inout SplitMix64) -> Expression {
        let literals: [AnswerValue] = [
            .integer(0), .integer(1), .integer(-1), .integer(Int(Int32.max)), .integer(Int(Int32.min)),
            .integer(Int(Int32.max) + 1), .integer(Int(Int32.min) - 1), .integer(.max), .integer(.min), .number(2.5),
            .number(-0.0), .string(""), .string("x ✓"), .bool(true), .bool(false), .null,
        ]
        let paths = [
            PathReference(base: .local, components: ["a"], column: 1),
            PathReference(base: .local, components: ["db", "port"], column: 7),
            PathReference(base: .root, components: ["x"], column: 3),
            PathReference(base: .parent(levels: 1), components: ["y"], column: 12),
            PathReference(base: .environment, components: ["HOME"], column: 2),
            PathReference(base: .value, components: [], column: 5),
        ]
        let choice = depth <= 0 ? Int.random(in: 0..<2, using: &rng) : Int.random(in: 0..<5, using: &rng)
        switch choice {
        case 0: return .literal(literals.randomElement(using: &rng) ?? .null)
        case 1: return .path(paths.randomElement(using: &rng) ?? paths[0])
        case 2: return .not(randomTree(depth: depth - 1, using: &rng))
        case 3:
            let name = ["len", "lower", "empty", "f"].randomElement(using: &rng) ?? "len"
            let arguments = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
                randomTree(depth: depth - 1, using: &rng)
            }
            return .call(name: name, arguments: arguments, column: Int.random(in: 1...300, using: &rng))
        default:
            return .binary(
                BinaryOperator.allCases.randomElement(using: &rng) ?? .or, randomTree(depth: depth - 1, using: &rng),
                randomTree(depth: depth - 1, using: &rng))
        }
    }
}
