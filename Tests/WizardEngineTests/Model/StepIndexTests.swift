import Testing
import WizardTestSupport

@testable import WizardEngine

/// `StepIndex` against a plain `[String: Int]` on seeded random ids (duplicates,
/// canonically equivalent spellings, empty and long ids).
@Suite struct StepIndexTests {
    /// Ids to draw from: canonically equivalent spellings (precomposed and decomposed "é",
    /// "Å" three ways, "K" and the Kelvin sign, an ASCII letter with a non-ASCII spelling)
    /// are one id, as `String`'s `==` and a `[String: Int]` make them.
    static let pool: [String] =
        (0..<40).map { "s\($0)" } + [
            "\u{E9}", "e\u{301}", "caf\u{E9}", "cafe\u{301}", "\u{C5}", "A\u{30A}", "\u{212B}", "K", "\u{212A}",
            "日本", "",
            "a-step-id-well-beyond-fifteen-bytes-1", "a-step-id-well-beyond-fifteen-bytes-2",
        ]

    /// Ids a lookup may ask for that no drawn id equals.
    static let absent = ["s40", "S1", "e", "\u{301}", "cafe", "a-step-id-well-beyond-fifteen-bytes-3"]

    static func randomIDs(using rng: inout SplitMix64) -> [String] {
        let count = Int.random(in: 0..<300, using: &rng)
        // A small pool for some rounds, so duplicates are many.
        let width = Bool.random(using: &rng) ? pool.count : Int.random(in: 1...8, using: &rng)
        return (0..<count).map { _ in pool[Int.random(in: 0..<width, using: &rng)] }
    }

    /// Catches: `StepIndex(_:)` or `Flow` indexing other than the first step of each id,
    /// or a count of steps instead of ids.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<40))
    func indexAgreesWithADictionary(seed: UInt64) {
        var rng = SplitMix64(seed: seed &* 0x51ED &+ 5)
        let ids = Self.randomIDs(using: &rng)
        var reference: [String: Int] = [:]
        for (position, id) in ids.enumerated() where reference[id] == nil { reference[id] = position }
        let flow = Flow(id: "f", steps: ids.map { Build.text(StepID($0)) })
        let index = flow.stepIndex
        #expect(index.count == reference.count, "seed \(seed)")
        #expect(index.isEmpty == ids.isEmpty, "seed \(seed)")
        for probe in Self.pool + Self.absent {
            #expect(index.position(of: StepID(probe)) == reference[probe], "seed \(seed), id \(probe)")
            #expect(flow.position(of: StepID(probe)) == reference[probe], "seed \(seed), id \(probe)")
            #expect(flow.step(StepID(probe))?.id == reference[probe].map { StepID(ids[$0]) }, "seed \(seed)")
        }
    }

    struct EqualityCase: CustomTestStringConvertible {
        let testDescription: String
        let lhs: [Step]
        let rhs: [Step]
        let isEqual: Bool
    }

    static let equalityCases: [EqualityCase] = [
        EqualityCase(testDescription: "no steps", lhs: [], rhs: [], isEqual: true),
        EqualityCase(
            testDescription: "same ids, other prompts", lhs: [Build.text("a"), Build.text("b")],
            rhs: [Build.confirm("a"), Build.secret("b")], isEqual: true),
        EqualityCase(
            testDescription: "a later duplicate differs", lhs: [Build.text("a"), Build.text("b"), Build.text("a")],
            rhs: [Build.text("a"), Build.text("b"), Build.text("c")], isEqual: false),
        EqualityCase(
            testDescription: "later duplicates do not count",
            lhs: [Build.text("a"), Build.text("b"), Build.text("a")],
            rhs: [Build.text("a"), Build.text("b"), Build.text("b")], isEqual: true),
        EqualityCase(
            testDescription: "swapped ids", lhs: [Build.text("a"), Build.text("b")],
            rhs: [Build.text("b"), Build.text("a")], isEqual: false),
        EqualityCase(
            testDescription: "one more id", lhs: [Build.text("a")], rhs: [Build.text("a"), Build.text("b")],
            isEqual: false),
        EqualityCase(
            testDescription: "canonically equivalent ids", lhs: [Build.text("caf\u{E9}")],
            rhs: [Build.text("cafe\u{301}")], isEqual: true),
    ]

    /// Catches: equality by anything but what ids map to (the steps' other fields).
    @Test(arguments: equalityCases)
    func indexesAreEqualWhenTheyMapTheSameIDs(_ test: EqualityCase) {
        let lhs = StepIndex(test.lhs)
        let rhs = StepIndex(test.rhs)
        #expect((lhs == rhs) == test.isEqual)
        #expect((rhs == lhs) == test.isEqual)
    }

    /// Catches: a flow whose steps were replaced comparing equal to a flow made with those
    /// steps (its index still maps the old ids, as the `[StepID: Int]` did) and lookups that
    /// trust the old index against the new steps.
    @Test func aFlowWhoseStepsChangedKeepsItsIndex() {
        var changed = Flow(id: "f", steps: [Build.text("a"), Build.text("b")])
        changed.steps = [Build.text("b"), Build.text("c")]
        let fresh = Flow(id: "f", steps: [Build.text("b"), Build.text("c")])
        #expect(changed != fresh)
        #expect(changed.stepIndex.position(of: "a") == 0)
        #expect(changed.position(of: "a") == nil)
        #expect(changed.position(of: "b") == nil)
        #expect(changed.step("c") == nil)
        #expect(fresh.position(of: "c") == 1)
        // The same steps with fresh indexes are equal.
        #expect(Flow(id: "f", steps: changed.steps) == fresh)
    }
}
