import Testing

@testable import WizardEngine

/// What a path reads of the secrets, the one decision behind the load check and the
/// evaluator's mark: a secret answer or part of it, a sub-flow or repeat holding one at any
/// depth, the variable supplying one; nothing else.
struct SecretReachTests {
    /// `root`: name, pw (secret, env PW_VAR), db (push → database: host, password secret),
    /// keys (repeat → key: k secret), plain (push → plainFlow: x).
    static let reach: SecretReach = {
        var pw = Build.secret("pw")
        pw.environmentVariable = "PW_VAR"
        let root = Flow(
            id: FlowID("root"),
            steps: [
                Build.text("name"), pw, Build.flow("db", FlowID("database")),
                Build.flow("keys", FlowID("key"), repeat: Repetition()), Build.flow("plain", FlowID("plainFlow")),
            ])
        let database = Flow(id: FlowID("database"), steps: [Build.text("host"), Build.secret("password")])
        let key = Flow(id: FlowID("key"), steps: [Build.secret("k")])
        let plain = Flow(id: FlowID("plainFlow"), steps: [Build.text("x")])
        return SecretReach(flows: Build.catalog(root, database, key, plain).flows)
    }()

    struct Case: CustomTestStringConvertible, Sendable {
        var path: String
        var from = "root"
        var expected: SecretReading?
        var testDescription: String { "\(from): \(path)" }
    }

    static let cases: [Case] = [
        Case(path: "pw", expected: .answer(step: "pw")),
        Case(path: "pw.0", expected: .answer(step: "pw")),
        Case(path: "name", expected: nil),
        Case(path: "db", expected: .holder(step: "password", path: "password")),
        Case(path: "db.password", expected: .answer(step: "password")),
        Case(path: "db.host", expected: nil),
        Case(path: "keys", expected: .holder(step: "k", path: "0.k")),
        Case(path: "keys.3", expected: .holder(step: "k", path: "k")),
        Case(path: "keys.3.k", expected: .answer(step: "k")),
        Case(path: "plain", expected: nil),
        Case(path: "plain.x", expected: nil),
        Case(path: "nothing", expected: nil),
        Case(path: "", expected: .holder(step: "pw", path: "pw")),
        Case(path: "", from: "plainFlow", expected: nil),
        Case(path: "password", from: "database", expected: .answer(step: "password")),
    ]

    @Test(arguments: cases)
    func readsWhatHoldsASecret(_ c: Case) {
        let components = c.path.isEmpty ? [] : c.path.split(separator: ".").map(String.init)
        #expect(Self.reach.reading(components, from: FlowID(c.from)) == c.expected)
    }

    @Test func theVariableSupplyingASecretIsSecret() {
        #expect(Self.reach.reading(variable: "PW_VAR") == .variable(name: "PW_VAR", step: "pw"))
        #expect(Self.reach.reading(variable: "HOME") == nil)
    }
}
