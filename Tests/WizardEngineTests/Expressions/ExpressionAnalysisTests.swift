import Testing

@testable import WizardCore
@testable import WizardEngine

/// The loader's view of an expression: which paths it reads and which functions it calls.
struct ExpressionAnalysisTests {
    @Test func expressionPathsAndCallsInSourceOrder() throws {
        let expression = try Expression.parse(
            "len(a.b) > 1 && !(parent.x in f(root.y, env.HOME, g(value)))")
        #expect(
            expression.referencedPaths == [
                PathReference(base: .local, components: ["a", "b"], column: 5),
                PathReference(base: .parent(levels: 1), components: ["x"], column: 19),
                PathReference(base: .root, components: ["y"], column: 33),
                PathReference(base: .environment, components: ["HOME"], column: 41),
                PathReference(base: .value, components: [], column: 53),
            ])
        #expect(
            expression.calledFunctions == [
                FunctionCallSite(name: "len", column: 1),
                FunctionCallSite(name: "f", column: 31),
                FunctionCallSite(name: "g", column: 51),
            ])
    }

    @Test func literalHasNothing() throws {
        let expression = try Expression.parse("\"len(a)\" == 1")
        #expect(expression.referencedPaths.isEmpty)
        #expect(expression.calledFunctions.isEmpty)
    }

    @Test func templateColumnsCountFromTemplateStart() throws {
        let template = try Template.parse("Hello {{ a }}, {{ f(b.c) }}")
        #expect(
            template.referencedPaths == [
                PathReference(base: .local, components: ["a"], column: 10),
                PathReference(base: .local, components: ["b", "c"], column: 21),
            ])
        #expect(template.calledFunctions == [FunctionCallSite(name: "f", column: 19)])
        #expect(template.expressions.count == 2)
    }

    /// The shapes answered without the tree walk (a path, a literal, one operator between
    /// them) and their near neighbours, which take the walk, against a generic pre-order
    /// visit: same paths in source order with their columns, and no calls.
    @Test(arguments: [
        "a", "root.x.y", "1", "\"s\"", "a >= 0", "0 < a.b", "a == b", "a in b.c", "1 == 2",
        "true || null", "!a", "len(a) > 0", "a == b && c", "(a) == 1", "a == (b)", "-1 != env.X",
    ])
    func shallowShapesMatchTheWalk(_ source: String) throws {
        let expression = try Expression.parse(source)
        var paths: [PathReference] = []
        var calls: [FunctionCallSite] = []
        expression.visit { node in
            if case .path(let reference) = node { paths.append(reference) }
            if case .call(let name, _, let column) = node {
                calls.append(FunctionCallSite(name: name, column: column))
            }
        }
        #expect(expression.referencedPaths == paths)
        #expect(expression.calledFunctions == calls)
        // A one-hole template answers with its hole's analysis, columns from the template start.
        let template = try Template.parse("x {{ \(source) }} y")
        #expect(template.referencedPaths.map(\.column) == paths.map { $0.column + 5 })
        #expect(template.calledFunctions.map(\.column) == calls.map { $0.column + 5 })
        #expect(template.referencedPaths.map(\.components) == paths.map(\.components))
    }
}
