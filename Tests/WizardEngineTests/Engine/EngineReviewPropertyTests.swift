import Testing
import WizardTestSupport

@testable import WizardCore
@testable import WizardEngine

/// Seeded random flows (those of `EnginePropertyTests`: sub-flows pushed, as sheets and
/// covers, repeats, `when`, `next` loops) run to the review and walked around it. Catches:
/// a review that lists other answers than the output, in another order; a change made
/// from the review that, given the same answer again, asks again, drops or changes any
/// answer, or does not come back to the review; a `next` loop taking its earlier answers
/// for ever; broken invariants at or around the review.
@Suite struct EngineReviewPropertyTests {
    static let commandsPerRun = 120

    /// A valid answer (or, now and then, `:back`) for the prompt.
    static func line(for prompt: Prompt, using rng: inout SplitMix64) -> String {
        if Int.random(in: 0..<10, using: &rng) == 0 { return ":back" }
        if prompt.isRepeatQuestion { return Int.random(in: 0..<3, using: &rng) == 0 ? "y" : "n" }
        switch prompt.typeName {
        case "confirm": return ["y", "n"].randomElement(using: &rng) ?? "y"
        case "select": return String(Int.random(in: 1...3, using: &rng))
        case "integer": return String(Int.random(in: 0...9, using: &rng))
        default: return ["v1", "v2", "::x"].randomElement(using: &rng) ?? "v1"
        }
    }

    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<200))
    func walkAroundTheReview(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let flows = EnginePropertyTests.randomFlows(using: &rng)
        var engine = Engine(catalog: Build.catalog(flows[0].engineFlow, flows.dropFirst().map(\.engineFlow)), entryLimit: 10_000)
        engine.endsWithReview = true
        // An earlier answer holds one pass of a `next` loop only: there a step reached again
        // is asked, so the same answer may ask more than the review.
        let hasLoops = flows.contains { $0.steps.contains { if case .loopOnTrue? = $0.next { true } else { false } } }
        var state = WizardState()
        var outcome = engine.start(&state)
        var lines: [String] = []
        func fail(_ why: String) {
            Issue.record("seed \(seed) after \(lines): \(why) (reproduce with WIZARD_SEED=\(seed))")
        }
        func send(_ line: String) {
            lines.append(line)
            outcome = engine.handle(Command.parse(line) ?? .help, in: &state)
        }
        for _ in 0..<Self.commandsPerRun {
            let problems = state.checkInvariants()
            guard problems.isEmpty else { return fail("invariants: \(problems)") }
            guard case .asking(let prompt) = outcome.status else {
                if outcome.status != .completed { fail("stopped: \(outcome.status)") }
                return
            }
            guard state.isReviewing else {
                send(Self.line(for: prompt, using: &rng))
                continue
            }
            let output = engine.answers(of: state)
            let listed = engine.reviewItems(of: state).map(\.path)
            if listed != output.leaves().map(\.path) { return fail("review \(listed) is not the output \(output.jsonText())") }
            guard prompt.isReview, prompt.choices.count == listed.count + 1, prompt.choices.last?.value == "" else {
                return fail("the review's prompt: \(prompt.choices)")
            }
            let roll = Int.random(in: 0..<100, using: &rng)
            if roll < 10 || listed.isEmpty {
                send("")
                if outcome.status != .completed || engine.answers(of: state) != output { fail("Finish did not complete with the output") }
                return
            }
            if roll < 20 {
                send(":back")
                continue
            }
            let number = Int.random(in: 1...listed.count, using: &rng)
            send(String(number))
            guard case .asking(let asked) = outcome.status, asked.path == listed[number - 1] else {
                return fail("picking \(listed[number - 1]) asked \(outcome.status)")
            }
            if roll < 60, !hasLoops, let same = asked.prefill, !same.isEmpty {
                // The same answer again: straight back to the review, nothing changed.
                send(same)
                if !state.isReviewing || engine.answers(of: state) != output
                    || outcome.notices.contains(where: { if case .answersDropped = $0 { true } else { false } })
                {
                    return fail("the same answer did not come back to the same review: \(outcome)")
                }
            }
        }
    }
}
