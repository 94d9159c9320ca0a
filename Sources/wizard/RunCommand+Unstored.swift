import WizardEngine

extension RunCommand {
    /// Names the answers a completed run left out of its output (`store: false`) that a
    /// rerun from that output would not find by itself, as the `--set` words that give them
    /// back (docs/writing-flows.md, "Answers left out"); a secret's value is never shown.
    static func noteUnstoredAnswers(engine: Engine, state: WizardState, messages: Messages) {
        let unstored = engine.unstoredAnswers(of: state)
        guard !unstored.isEmpty else { return }
        let words = unstored.map { answer in
            "--set " + OrderedAnswers.shellQuoted(answer.path + "=" + (answer.isSecret ? "<secret>" : answer.typedText))
        }
        let paths = unstored.map(\.path).joined(separator: ", ")
        Console.note(messages.text(.runUnstored, ["paths": paths, "words": words.joined(separator: " ")]))
    }
}
