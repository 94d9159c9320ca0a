import Testing

@testable import WizardEngine

/// A value derived from a secret is secret: every operator and every built-in function
/// passes the mark on, a template a person reads refuses a marked hole, and a function
/// failing on a marked value never quotes it.
struct SecretMarkTests {
    /// `pw` and `pin` are secret answers, `DEPLOY_TOKEN` the variable supplying one.
    static let resolver = DictionaryResolver(
        local: [
            "pw": .string("hunter2"), "pin": .string("hunter2"), "name": .string("ada"),
            "tags": .array([.string("a"), .string("b")]), "empty": .string(""), "rx": .string("hunter2(["),
        ],
        secrets: ["pw", "pin", "rx", "DEPLOY_TOKEN"], environment: ["DEPLOY_TOKEN": "t0ken", "HOME": "/home/ada"])

    struct Case: CustomTestStringConvertible, Sendable {
        var expression: String
        /// The secret step the value is marked with (nil: not marked).
        var secret: String?
        var testDescription: String { expression }
    }

    /// One case or more per built-in function and per operator (`coversEveryFunction`
    /// checks the functions).
    static let cases: [Case] = [
        Case(expression: "pw", secret: "pw"),
        Case(expression: "env.DEPLOY_TOKEN", secret: "DEPLOY_TOKEN"),
        Case(expression: "env.HOME", secret: nil),
        Case(expression: "name", secret: nil),
        Case(expression: "\"pw\"", secret: nil),
        Case(expression: "len(pw)", secret: "pw"),
        Case(expression: "empty(pw)", secret: "pw"),
        Case(expression: "matches(pw, \"h.*\")", secret: "pw"),
        Case(expression: "matches(name, pw)", secret: "pw"),
        Case(expression: "lower(pw)", secret: "pw"),
        Case(expression: "upper(pw)", secret: "pw"),
        Case(expression: "int(len(pw))", secret: "pw"),
        Case(expression: "float(len(pw))", secret: "pw"),
        Case(expression: "str(pw)", secret: "pw"),
        Case(expression: "bool(len(pw))", secret: "pw"),
        Case(expression: "replace(name, \"a\", pw)", secret: "pw"),
        Case(expression: "regex_replace(pw, \"h.\", \"x\")", secret: "pw"),
        Case(expression: "regex_replace(name, \"a\", pw)", secret: "pw"),
        Case(expression: "regex_replace(name, pw, \"x\")", secret: "pw"),
        Case(expression: "regex_search(pw, \"[a-z]+\")", secret: "pw"),
        Case(expression: "regex_search(pw, \"zzz\")", secret: "pw"),
        Case(expression: "trim(pw)", secret: "pw"),
        Case(expression: "strip(pw)", secret: "pw"),
        Case(expression: "slugify(pw)", secret: "pw"),
        Case(expression: "title(pw)", secret: "pw"),
        Case(expression: "title_words(pw)", secret: "pw"),
        Case(expression: "capitalize(pw)", secret: "pw"),
        Case(expression: "split(pw, \"n\")", secret: "pw"),
        Case(expression: "join(tags, pw)", secret: "pw"),
        Case(expression: "startswith(pw, \"h\")", secret: "pw"),
        Case(expression: "endswith(name, pw)", secret: "pw"),
        Case(expression: "now(pw)", secret: "pw"),
        Case(expression: "!pw", secret: "pw"),
        Case(expression: "pw == \"x\"", secret: "pw"),
        Case(expression: "\"x\" in pw", secret: "pw"),
        Case(expression: "pw && name", secret: "pw"),
        Case(expression: "name && pw", secret: "pw"),
        Case(expression: "empty || pw", secret: "pw"),
        Case(expression: "pw ? \"yes\" : \"no\"", secret: "pw"),
        Case(expression: "name ? pw : \"no\"", secret: "pw"),
        Case(expression: "name ? \"yes\" : pw", secret: nil),
        Case(expression: "pw ?? \"x\"", secret: "pw"),
        Case(expression: "empty ?? pw", secret: "pw"),
        Case(expression: "pw[0]", secret: "pw"),
        Case(expression: "tags[len(pw) > 3 ? 1 : 0]", secret: "pw"),
        Case(expression: "pw[1:3]", secret: "pw"),
        Case(expression: "name[0:len(pin)]", secret: "pin"),
    ]

    @Test(arguments: cases)
    func marksWhatDerivesFromASecret(_ c: Case) throws {
        let expression = try #require(Build.expression(c.expression) as Expression?)
        var functions = ExpressionFunctions.builtIn.withClock(WallClockTime(secondsSince1970: 0))
        functions.register("noop", arity: 0...0) { _ in .null }
        let value = try? Evaluator(functions: functions).marked(expression, resolver: Self.resolver)
        #expect(value?.secret == c.secret, "\(c.expression)")
    }

    // Bug caught: a function added without a mark case here could launder a secret.
    @Test func coversEveryFunction() {
        let called = Set(Self.cases.flatMap { Build.expression($0.expression).calledFunctions.map(\.name) })
        #expect(ExpressionFunctions.builtIn.names.filter { !called.contains($0) } == [])
    }

    struct Failure: CustomTestStringConvertible, Sendable {
        var expression: String
        var error: EvaluationError
        var testDescription: String { expression }
    }

    /// Conversions and matching that fail on a secret say so without quoting it.
    static let failures: [Failure] = [
        Failure(expression: "int(pin) > 999", error: .failedOnSecret(function: "int", step: "pin")),
        Failure(expression: "float(pin)", error: .failedOnSecret(function: "float", step: "pin")),
        Failure(expression: "bool(pin)", error: .failedOnSecret(function: "bool", step: "pin")),
        Failure(expression: "matches(name, rx)", error: .failedOnSecret(function: "matches", step: "rx")),
        Failure(expression: "join(pin)", error: .failedOnSecret(function: "join", step: "pin")),
    ]

    @Test(arguments: failures)
    func failuresOnASecretNeverQuoteIt(_ f: Failure) {
        let expression = Build.expression(f.expression)
        #expect(throws: f.error) { try Evaluator().evaluate(expression, resolver: Self.resolver) }
        do {
            _ = try Evaluator().evaluate(expression, resolver: Self.resolver)
        } catch {
            #expect(!error.description.contains("hunter2"))
            #expect(error.description.contains("not shown"))
        }
    }

    // Bug caught: `value` in a secret step's validate.expr quoted the typed secret.
    @Test func theValueOfASecretStepIsMarked() {
        var resolver = Self.resolver
        resolver.value = .string("hunter2")
        resolver.secrets.insert("value")
        #expect(throws: EvaluationError.failedOnSecret(function: "int", step: "value")) {
            try Evaluator().evaluate(Build.expression("int(value) > 999"), resolver: resolver)
        }
    }

    @Test func aShownTemplateRefusesAMarkedHole() throws {
        let evaluator = Evaluator()
        #expect(throws: EvaluationError.showsSecret(step: "pw")) {
            try evaluator.renderShown(Build.template("Add {{ len(pw) }}?"), resolver: Self.resolver)
        }
        #expect(throws: EvaluationError.showsSecret(step: "DEPLOY_TOKEN")) {
            try evaluator.renderShown(Build.template("{{ env.DEPLOY_TOKEN }}"), resolver: Self.resolver)
        }
        #expect(try evaluator.renderShown(Build.template("Hi {{ name }}"), resolver: Self.resolver) == "Hi ada")
        // A secret step's own default may derive from a secret: the plain render.
        #expect(try evaluator.render(Build.template("{{ pw }}!"), resolver: Self.resolver) == "hunter2!")
    }
}
