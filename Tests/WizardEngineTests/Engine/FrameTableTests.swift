import Testing

@testable import WizardCore
@testable import WizardEngine

/// The frame table (docs/architecture.md): each open sub-flow held once, entries naming
/// their innermost frame, and the table bounded by the frames its entries sit in.
@Suite struct FrameTableTests {
    /// A sub-flow that opens itself again after its one question (the `deeprec` shape),
    /// ending when the answer is `stop`.
    static let recursion = Build.catalog(
        Flow(id: "deeprec", steps: [Build.flow("r", "item")]),
        Flow(id: "item", steps: [Build.text("v", default: "x"), Build.flow("h", "item", when: #"v != "stop""#)]))

    /// A root step, a pushed sub-flow of two steps, a sheet, a sub-flow whose only step is
    /// skipped, and a last step.
    static let mixed = Build.catalog(
        Flow(
            id: "main",
            steps: [
                Build.text("name"), Build.flow("db", "database"), Build.flow("extra", "tls", .sheet),
                Build.flow("skipped", "empty"), Build.text("done"),
            ]),
        Flow(id: "database", steps: [Build.text("host"), Build.text("port")]),
        Flow(id: "tls", steps: [Build.text("mode")]),
        Flow(id: "empty", steps: [Build.text("never", when: "false")]))

    /// Catches: entering a sub-flow rewriting earlier entries (a chain copied into each),
    /// or opening more than one record per level.
    @Test func enteringASubFlowAppendsOneRecordAndLeavesEarlierEntriesAsTheyWere() {
        let engine = Engine(catalog: Self.recursion)
        var state = WizardState()
        _ = engine.start(&state)
        #expect(state.frameTable.count == 1)
        for depth in 1...40 {
            let before = state.stack.routes.dropLast().map(\.screen)
            _ = engine.handle(.answer("x"), in: &state)
            #expect(state.frameTable.count == depth + 1, "one record per level")
            #expect(Array(state.stack.routes.map(\.screen).prefix(before.count)) == before, "at depth \(depth)")
            #expect(state.current?.frame == FrameID(depth))
            #expect(state.frameTable[FrameID(depth)].parent == FrameID(depth - 1))
            #expect(state.checkInvariants() == [])
        }
        #expect(state.currentPath == "r" + String(repeating: ".h", count: 40) + ".v")
        #expect(state.frames(of: state.current!).count == 41)
    }

    /// Catches: records kept after the entries in them are popped, so going back out of a
    /// sub-flow and into it again grows the table (and the session file) without bound.
    @Test func backOutOfAndIntoASubFlowReusesTheSameRecords() {
        let engine = Engine(catalog: Self.mixed)
        var state = WizardState()
        _ = engine.start(&state)
        _ = engine.handle(.answer("ann"), in: &state)
        _ = engine.handle(.answer("h"), in: &state)
        let inside = state
        #expect(state.frameTable.count == 1)
        for round in 0..<50 {
            _ = engine.handle(.back, in: &state)
            _ = engine.handle(.back, in: &state)
            #expect(state.frameTable.count == 0, "round \(round): back in the root flow")
            _ = engine.handle(.answer("ann"), in: &state)
            _ = engine.handle(.answer("h"), in: &state)
            #expect(state.frameTable.count == 1, "round \(round)")
            #expect(state.checkInvariants() == [], "round \(round)")
        }
        #expect(state.frameTable.records.map(\.frame) == inside.frameTable.records.map(\.frame))
    }

    /// Catches: a completed sheet or a sub-flow with every step skipped leaving a record
    /// that no entry sits in.
    @Test func closedSheetsAndSkippedSubFlowsLeaveNoRecord() {
        let engine = Engine(catalog: Self.mixed)
        var state = WizardState()
        _ = engine.start(&state)
        for line in ["ann", "h", "5432", "verify"] { _ = engine.handle(.answer(line), in: &state) }
        #expect(state.currentPath == "done")
        #expect(state.frameTable.records.map(\.frame) == [Frame(flowStep: "db", flow: "database")])
        #expect(state.checkInvariants() == [])
        _ = engine.handle(.answer("ok"), in: &state)
        #expect(state.isCompleted)
        #expect(state.frameTable.count == 1, "the database entries are still on the stack")
        #expect(state.checkInvariants() == [])
    }

    /// Catches: a run stopped by the nesting limit leaving the frames it opened with no
    /// entry in them (a saved session would then be inconsistent).
    @Test func aRunStoppedByTheNestingLimitKeepsOnlyFramesWithEntries() {
        let engine = Engine(catalog: Self.recursion, sources: AnswerSources(useDefaults: true, isNonInteractive: true))
        var state = WizardState()
        let outcome = engine.start(&state)
        #expect(outcome.status == .failed(.nestingTooDeep(path: "r" + String(repeating: ".h", count: 100), limit: 100)))
        #expect(state.frameTable.count == Engine.maximumNesting)
        #expect(state.checkInvariants() == [])
    }

    /// Catches: the invariants missing a record no entry sits in, or an entry naming a
    /// frame the table does not hold.
    @Test func theInvariantsCheckTheTable() {
        let engine = Engine(catalog: Self.mixed)
        var state = WizardState()
        _ = engine.start(&state)
        var orphan = state
        _ = orphan.frameTable.open(Frame(flowStep: "db", flow: "database"), in: nil, openedAt: 1)
        #expect(orphan.checkInvariants() == ["frame 0 holds no entry"])
        var dangling = state
        dangling.stack.modifyTop { $0.frame = FrameID(3) }
        #expect(dangling.checkInvariants() == ["entry #1 names an unknown frame 3"])
    }
}
