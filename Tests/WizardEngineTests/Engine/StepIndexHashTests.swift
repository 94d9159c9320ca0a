import Testing

@testable import WizardCore
@testable import WizardEngine

/// Step ids and answer paths come from the flow file, which is untrusted: the tables that
/// hash them must stay fast whatever ids a flow picks, and agree with the flow's own index.
@Suite struct StepIndexHashTests {
    /// FNV-1a (the step index's first hash) folded and masked as a table does.
    static func fnvSlot(_ text: String, mask: Int) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29)) & mask
    }

    /// 256 ids picked so that an FNV-based table of 512 or 1,024 slots puts them all on
    /// one probe sequence.
    static let collidingIDs: [String] = {
        var ids: [String] = []
        var candidate = 0
        while ids.count < 256 {
            let id = "s\(candidate)"
            if Self.fnvSlot(id, mask: 1023) == 0 { ids.append(id) }
            candidate += 1
        }
        return ids
    }()

    /// Catches: an unseeded (guessable) hash in the typed-path set. Ids chosen to collide
    /// under FNV (each lookup would visit up to 256 slots, and a 100,000-step flow built
    /// the same way makes a run quadratic) stay on short probes.
    @Test func idsChosenToCollideDoNotMakeLookupsLinear() {
        var paths = PathSet()
        for id in Self.collidingIDs { paths.insert(id) }
        #expect(paths.longestProbe < 32, "longest probe \(paths.longestProbe) of \(paths.count) paths")
        #expect(Self.collidingIDs.allSatisfy { paths.contains($0) })

        // Step lookups go through `Flow.stepIndex`, a dictionary: each colliding id is found.
        let flow = Flow(id: "f", title: "F", steps: Self.collidingIDs.map { Build.text(StepID($0)) })
        let info = FlowInfo(flow, rootTitle: "F")
        for (index, id) in Self.collidingIDs.enumerated() { #expect(info.index(of: StepID(id)) == index) }
    }

    /// Catches: a lookup that does not give `Flow.stepIndex`'s position (the first step with
    /// an id), finds ids that are not steps, or trusts an index `Flow.steps` was changed
    /// after (an embedder may replace the steps; the index is then checked against them).
    @Test func lookupsAgreeWithTheFlowsOwnIndex() {
        let names = (0..<300).map { "step\($0)" } + ["step7", "a", "step1"]
        let flow = Flow(id: "f", title: "F", steps: names.map { Build.text(StepID($0)) })
        let info = FlowInfo(flow, rootTitle: "F")
        #expect(!info.hasUniqueIDs)
        for name in Set(names) {
            #expect(info.index(of: StepID(name)) == flow.stepIndex.position(of: StepID(name)), "\(name)")
            #expect(info.step(StepID(name))?.id.rawValue == name)
        }
        for missing in ["step300", "step", "step10x", "", "A", "b"] {
            #expect(info.index(of: StepID(missing)) == nil, "\(missing)")
        }
        let empty = FlowInfo(Flow(id: "e", title: "E", steps: []), rootTitle: "E")
        #expect(empty.index(of: StepID("a")) == nil)

        // Steps changed after indexing: shorter, and in another order.
        var changed = flow
        changed.steps = Array(flow.steps.prefix(10).reversed())
        let stale = FlowInfo(changed, rootTitle: "F")
        #expect(stale.index(of: StepID("step299")) == nil)
        #expect(stale.index(of: StepID("step0")) == nil)
        #expect(stale.step(StepID("step0")) == nil)
    }
}
