import Testing
import WizardTestSupport

@testable import WizardEngine

/// Long seeded runs (hundreds of answers, steps revisited through a loop so an answer
/// replaces an earlier one, push and sheet sub-flows) with `back`, `root` and `back ID`
/// mixed in, checked against a simple reference: the answers when an entry is asked
/// again are exactly the answers when it was first asked. Catches an answer change
/// recorded or read back wrongly (the implied or stored form of `Entry`), an arrival
/// change lost, or an undo that leaves or removes an answer it should not.
@Suite struct LongRunNavigationTests {
    static func catalog() -> FlowCatalog {
        let root = Flow(
            id: "main",
            steps: [
                Build.text("name"), Build.flow("db", "database"), Build.flow("extra", "extra", .sheet),
                Build.integer("count", min: 0, max: 9), Build.confirm("again", next: Build.branches(["true": "name"])),
            ])
        let db = Flow(id: "database", steps: [Build.text("host"), Build.text("user", required: false)])
        let extra = Flow(id: "extra", steps: [Build.confirm("on")])
        return Build.catalog(root, db, extra)
    }

    /// An answer for the step asked (always `yes` to `again`, so the run gets long).
    static func answer(for prompt: Prompt, using rng: inout SplitMix64) -> String {
        switch prompt.path {
        case "again": "y"
        case "extra.on": Bool.random(using: &rng) ? "y" : "n"
        case "count": String(Int.random(in: 0...9, using: &rng))
        default: ["a", "b", "c", ""].randomElement(using: &rng) ?? "a"
        }
    }

    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<40))
    func askedAgainMeansTheAnswersOfThen(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let engine = Engine(catalog: Self.catalog(), entryLimit: 100_000)
        var state = WizardState()
        var outcome = engine.start(&state)
        // The answers when each entry still on the stack was first asked, by entry id.
        var firstAsked: [EntryID: [String: AnswerValue]] = [:]
        var answered = 0
        var deepest = 0
        for index in 0..<600 {
            guard case .asking(let prompt) = outcome.status, let top = state.current else { break }
            deepest = max(deepest, state.stack.count)
            if let then = firstAsked[top.id] {
                #expect(state.answers == then, "seed \(seed) command \(index): \(state.path(of: top)) asked again")
                if state.answers != then { return }
            } else {
                firstAsked[top.id] = state.answers
            }
            let problems = state.checkInvariants()
            #expect(problems.isEmpty, "seed \(seed) command \(index): \(problems)")
            if !problems.isEmpty { return }
            let roll = Int.random(in: 0..<100, using: &rng)
            let command: Command
            switch roll {
            case 0..<8: command = .back
            case 8 where answered > 200: command = .root
            case 10..<14:
                let paths = state.stack.routes.map { state.path(of: $0.screen) }
                command = .backTo(paths.randomElement(using: &rng) ?? "name")
            case 14..<16: command = .dismiss
            default: command = .answer(Self.answer(for: prompt, using: &rng))
            }
            if case .answer = command { answered += 1 }
            outcome = engine.handle(command, in: &state)
            // Entries popped are gone for good: a later entry gets a new id.
            let live = Set(state.stack.routes.map(\.screen.id))
            firstAsked = firstAsked.filter { live.contains($0.key) }
        }
        #expect(answered > 300)
        #expect(deepest > 60)
    }
}
