import Testing

@testable import WizardEngine

/// The engine's side of the secret mark, for flows built in code (the loader refuses these
/// flows, so only an embedder skipping it gets here): a template a person reads shows a
/// refusal naming the secret's step in place of a value derived from it, a step that is not
/// secret never takes one as its default, and a rule failing on a secret never quotes it.
struct EngineSecretMarkTests {
    static let pw = "hunter2"

    /// Types the secret, then runs to the first question after it or to the end.
    private func run(_ steps: [Step], others: [Flow] = [], lines: [String] = [pw]) -> EngineScript {
        let engine = Engine(catalog: Build.catalog(Flow(id: FlowID("f"), steps: steps), others))
        return EngineScript(engine, lines)
    }

    /// Everything a person would read in the last outcome.
    private func shown(_ script: EngineScript) -> String {
        var text = script.outcome.notices.map { "\($0)" }.joined(separator: "\n")
        if case .asking(let prompt) = script.outcome.status {
            text += "\n" + prompt.question + "\n" + (prompt.help ?? "") + "\n" + (prompt.placeholder ?? "")
        }
        if case .failed(let error) = script.outcome.status { text += "\n\(error)" }
        return text
    }

    // Bug caught: a message reading a sub-flow object holding a secret printed it.
    @Test func aMessageShowingASubFlowHoldingASecretShowsItsSource() {
        let script = run(
            [Build.flow("db", FlowID("sub")), Build.message("m", "Settings: {{ db }}"), Build.text("after")],
            others: [Flow(id: FlowID("sub"), steps: [Build.secret("password")])])
        #expect(script.problems == [])
        #expect(script.outcome.notices.contains(.message("Settings: [not shown: derived from the secret answer of step 'password']")))
        #expect(!shown(script).contains(Self.pw))
    }

    // Bug caught: a repeat's question showed the secret it read.
    @Test func aRepeatQuestionReadingASecretNeverShowsIt() {
        let script = run(
            [Build.secret("pw"), Build.flow("r", FlowID("sub"), repeat: Repetition(prompt: Build.template("Add {{ root.pw }}?")))],
            others: [Flow(id: FlowID("sub"), steps: [Build.text("x")])])
        guard case .asking(let prompt) = script.outcome.status else {
            Issue.record("expected the repeat's question, got \(script.outcome.status)")
            return
        }
        #expect(prompt.question == "Add [not shown: derived from the secret answer of step 'pw']?")
        #expect(!shown(script).contains(Self.pw))
    }

    // Bug caught: a text default converting a secret with str() copied it into a clear answer.
    @Test func aClearDefaultDerivedFromASecretIsRefused() {
        var text = Build.text("t")
        text.defaultValue = .template(Build.template("{{ str(pw) }}"))
        let script = run([Build.secret("pw"), text], lines: [Self.pw, ""])
        #expect(script.state.answers["t"] == nil)
        #expect(!shown(script).contains(Self.pw))
        #expect(shown(script).contains("secret answer of step"))
    }

    // Bug caught: a secret supplied by `env` and read back as env.NAME was shown.
    @Test func aMessageReadingTheVariableOfASecretNeverShowsIt() {
        var secret = Build.secret("tok")
        secret.environmentVariable = "DEPLOY_TOKEN"
        var engine = Engine(
            catalog: Build.catalog(Flow(id: FlowID("f"), steps: [secret, Build.message("m", "{{ env.DEPLOY_TOKEN }}"), Build.text("a")])))
        engine.environment.variables = ["DEPLOY_TOKEN": Self.pw]
        let script = EngineScript(engine, [])
        #expect(!shown(script).contains(Self.pw))
        #expect(script.outcome.notices.contains(.message("[not shown: derived from the secret answer of step 'tok']")))
    }

    // Bug caught: `int(value)` in a secret step's rule printed "cannot convert "hunter2"".
    @Test func aSecretStepsRuleFailingNeverQuotesTheSecret() {
        var secret = Build.secret("pin")
        secret.validation.expression = Build.expression("int(value) > 999")
        let script = run([secret, Build.text("a")])
        #expect(shown(script).contains("failed on a value of the secret answer of step"))
        #expect(!shown(script).contains(Self.pw))
    }

    // Bug caught: `bool(pin)` in a `when` quoted the secret in the run's failure.
    @Test func aConditionFailingOnASecretNeverQuotesIt() {
        let script = run([Build.secret("pin"), Build.text("a", when: "bool(pin)")])
        #expect(!shown(script).contains(Self.pw))
        #expect(shown(script).contains("secret answer of step"))
    }
}
