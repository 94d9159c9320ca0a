import Testing

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
}
