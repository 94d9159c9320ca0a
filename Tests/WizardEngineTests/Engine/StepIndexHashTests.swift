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

    /// Catches: a step lookup that loses ids chosen to collide under FNV: lookups go
    /// through `Flow.stepIndex`, a dictionary, and each colliding id is found.
    @Test func idsChosenToCollideDoNotMakeLookupsLinear() {
        let flow = Flow(id: "f", title: "F", steps: Self.collidingIDs.map { Build.text(StepID($0)) })
        for (index, id) in Self.collidingIDs.enumerated() { #expect(flow.position(of: StepID(id)) == index) }
    }

    /// Catches: a lookup that does not give `Flow.stepIndex`'s position (the first step with
    /// an id), finds ids that are not steps, or trusts an index `Flow.steps` was changed
    /// after (an embedder may replace the steps; the index is then checked against them).
    @Test func lookupsAgreeWithTheFlowsOwnIndex() {
        let names = (0..<300).map { "step\($0)" } + ["step7", "a", "step1"]
        let flow = Flow(id: "f", title: "F", steps: names.map { Build.text(StepID($0)) })
        for name in Set(names) {
            #expect(flow.position(of: StepID(name)) == flow.stepIndex.position(of: StepID(name)), "\(name)")
            #expect(flow.step(StepID(name))?.id.rawValue == name)
        }
        for missing in ["step300", "step", "step10x", "", "A", "b"] {
            #expect(flow.position(of: StepID(missing)) == nil, "\(missing)")
        }
        let empty = Flow(id: "e", title: "E", steps: [])
        #expect(empty.position(of: StepID("a")) == nil)

        // Steps changed after indexing: shorter, and in another order.
        var changed = flow
        changed.steps = Array(flow.steps.prefix(10).reversed())
        #expect(changed.position(of: StepID("step299")) == nil)
        #expect(changed.position(of: StepID("step0")) == nil)
        #expect(changed.step(StepID("step0")) == nil)
    }
}
