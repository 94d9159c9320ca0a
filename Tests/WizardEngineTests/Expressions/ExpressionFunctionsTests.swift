import Testing

@testable import WizardEngine

struct ExpressionFunctionsTests {
    @Test func builtInsHaveTheirArity() {
        let functions = ExpressionFunctions.builtIn
        #expect(
            functions.names == [
                "bool", "capitalize", "empty", "endswith", "float", "int", "join", "len", "lower", "matches", "now",
                "regex_replace", "regex_search", "replace", "slugify", "split", "startswith", "str", "strip", "title", "title_words",
                "trim", "upper",
            ])
        #expect(functions.arity(of: "slugify") == 1...2)
        #expect(functions.arity(of: "replace") == 3...3)
        #expect(functions.arity(of: "matches") == 2...2)
        #expect(functions.arity(of: "len") == 1...1)
        #expect(functions.arity(of: "nope") == nil)
        #expect(functions.contains("upper"))
        #expect(!functions.contains("Upper"))
    }

    @Test func registerAddsAndReplacesWithoutTouchingTheOriginal() throws {
        var functions = ExpressionFunctions.builtIn
        functions.register("len", arity: 0...0) { _ in .integer(-1) }
        functions.register("answer", arity: -2...0) { _ in .integer(42) }
        #expect(try functions.call("len", with: []) == .integer(-1))
        #expect(functions.arity(of: "answer") == 0...0)
        #expect(functions.names.first == "answer")
        #expect(functions.names.count == ExpressionFunctions.builtIn.names.count + 1)
        #expect(try ExpressionFunctions.builtIn.call("len", with: [.string("ab")]) == .integer(2))
    }

    @Test func callChecksNameAndArity() {
        #expect(throws: EvaluationError.unknownFunction("nope")) {
            try ExpressionFunctions.builtIn.call("nope", with: [])
        }
        #expect(
            throws: EvaluationError.wrongArgumentCount(function: "upper", expected: 1...1, found: 2)
        ) {
            try ExpressionFunctions.builtIn.call("upper", with: [.null, .null])
        }
    }

    struct MessageCase: CustomTestStringConvertible, Sendable {
        var error: EvaluationError
        var message: String
        var testDescription: String { message }
    }

    @Test(arguments: [
        MessageCase(error: .unknownFunction("lenn"), message: "unknown function 'lenn'"),
        MessageCase(
            error: .wrongArgumentCount(function: "len", expected: 1...1, found: 2),
            message: "function 'len' takes 1 argument but was given 2"),
        MessageCase(
            error: .wrongArgumentCount(function: "f", expected: 0...2, found: 3),
            message: "function 'f' takes 0 to 2 arguments but was given 3"),
        MessageCase(
            error: .functionFailed(name: "f", reason: .verbatim("bad\nthing")),
            message: "function 'f' failed: bad\nthing"),
        MessageCase(error: .invalidRegex("a(b"), message: "invalid regular expression \"a(b\""),
    ])
    func messages(_ c: MessageCase) {
        #expect(c.error.description == c.message)
    }
}
