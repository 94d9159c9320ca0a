import Testing

@testable import WizardEngine

/// `StepIndex` and its `StepTable` against a plain `[String: Int]` on seeded random ids
/// (duplicates, canonically equivalent spellings, empty and long ids), with the table's
/// invariants checked after every insertion.
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

    /// Catches: an insertion that does not report an earlier step with the same id (the
    /// loader's duplicate check), keeps a later duplicate instead of the first, loses ids
    /// when the table grows (from no slots, or for a position beyond its position bits), a
    /// lookup that matches a wrong id, a hash that differs between canonically equivalent
    /// ids, or a table whose slots break the invariants; and a table grown from the kept
    /// hashes of the ids (the loader's way) that differs from one grown by rehashing them,
    /// or kept hashes that are not the ids' hashes by position.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<40))
    func tableAgreesWithADictionary(seed: UInt64) {
        var rng = SplitMix64(seed: seed &* 0x9E37 &+ 11)
        let ids = Self.randomIDs(using: &rng)
        // Reserved, as the loader does, or grown from nothing.
        var table = StepTable(capacity: seed % 2 == 0 ? ids.count : 0)
        var hashedTable = StepTable(capacity: seed % 2 == 0 ? ids.count : 0)
        var hashes: [UInt64] = []
        var steps: [Step] = []
        var reference: [String: Int] = [:]
        for (position, id) in ids.enumerated() {
            let earlier = table.insert(StepID(id), at: position, in: steps)
            #expect(earlier == reference[id], "seed \(seed), step \(position), ids \(ids.prefix(position + 1))")
            let hashedEarlier = hashedTable.insert(StepID(id), at: position, in: steps, hashes: &hashes)
            #expect(hashedEarlier == earlier, "seed \(seed), step \(position)")
            #expect(hashes == steps.map { StepTable.hash($0.id) } + [StepTable.hash(StepID(id))], "seed \(seed)")
            #expect(hashedTable.slots == table.slots, "seed \(seed), step \(position)")
            if reference[id] == nil { reference[id] = position }
            steps.append(Build.text(StepID(id)))
            let problems = table.checkInvariants(steps: steps)
            #expect(problems.isEmpty, "seed \(seed), step \(position): \(problems)")
            if !problems.isEmpty { return }
            #expect(table.count == reference.count, "seed \(seed), step \(position)")
            for probe in Self.pool + Self.absent {
                #expect(
                    table.position(of: StepID(probe), in: steps) == reference[probe],
                    "seed \(seed), step \(position), id \(probe.unicodeScalars.map(\.value))")
            }
        }
    }

    /// Catches: `StepIndex(_:)` or `Flow` indexing other than the first step of each id,
    /// a count of steps instead of ids, or broken invariants.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<40))
    func indexAgreesWithADictionary(seed: UInt64) {
        var rng = SplitMix64(seed: seed &* 0x51ED &+ 5)
        let ids = Self.randomIDs(using: &rng)
        var reference: [String: Int] = [:]
        for (position, id) in ids.enumerated() where reference[id] == nil { reference[id] = position }
        let flow = Flow(id: "f", steps: ids.map { Build.text(StepID($0)) })
        let index = flow.stepIndex
        #expect(index.checkInvariants().isEmpty, "seed \(seed): \(index.checkInvariants())")
        #expect(index.count == reference.count, "seed \(seed)")
        #expect(index.isEmpty == ids.isEmpty, "seed \(seed)")
        for probe in Self.pool + Self.absent {
            #expect(index.position(of: StepID(probe)) == reference[probe], "seed \(seed), id \(probe)")
            #expect(flow.position(of: StepID(probe)) == reference[probe], "seed \(seed), id \(probe)")
            #expect(flow.step(StepID(probe))?.id == reference[probe].map { StepID(ids[$0]) }, "seed \(seed)")
        }
    }

    /// Catches: a position that does not fit the slots' position bits (a table grown for
    /// positions far beyond its ids) or a tag taken from the position's bits.
    @Test func positionsFarBeyondTheCountStayExact() {
        var table = StepTable()
        var steps: [Step] = []
        var expected: [(StepID, Int)] = []
        // One id every 997 positions, the others a repeated id: few ids, large positions.
        for position in 0..<20_000 {
            let id: StepID = position % 997 == 0 ? StepID("s\(position)") : "filler"
            let earlier = table.insert(id, at: position, in: steps)
            #expect(earlier == (id == "filler" && position > 1 ? 1 : nil), "\(position)")
            if id != "filler" { expected.append((id, position)) }
            steps.append(Build.text(id))
        }
        #expect(table.checkInvariants(steps: steps).isEmpty)
        for (id, position) in expected { #expect(table.position(of: id, in: steps) == position) }
        #expect(table.position(of: "filler", in: steps) == 1)
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

    /// Catches: equality by table layout (capacity, insertion history) instead of by what
    /// ids map to, or by the steps' other fields.
    @Test(arguments: equalityCases)
    func indexesAreEqualWhenTheyMapTheSameIDs(_ test: EqualityCase) {
        let lhs = StepIndex(test.lhs)
        // Built another way: grown from no slots, so the layout differs.
        var table = StepTable()
        for (position, step) in test.rhs.enumerated() { table.insert(step.id, at: position, in: test.rhs) }
        let rhs = StepIndex(steps: test.rhs, table: table)
        #expect((lhs == rhs) == test.isEqual)
        #expect((rhs == lhs) == test.isEqual)
        #expect((StepIndex(test.rhs) == rhs))
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
