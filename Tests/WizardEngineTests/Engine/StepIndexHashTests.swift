import Testing

@testable import WizardEngine

/// The step index hashes ids from the flow file, which is untrusted.
@Suite struct StepIndexHashTests {
    /// FNV-1a (the step index's first hash) folded and masked as the table does.
    static func fnvSlot(_ text: String, mask: Int) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29)) & mask
    }

    /// Catches: an unseeded (guessable) hash. 256 ids picked so that an FNV-based table
    /// puts them all on one probe sequence (each lookup then visits up to 256 slots, and a
    /// 100,000-step flow built the same way makes a run quadratic) stay on short probes.
    @Test func idsChosenToCollideDoNotMakeLookupsLinear() {
        let count = 256
        let mask = 511  // the table of a 256-step flow: the next power of two ≥ 2 × 256
        var ids: [String] = []
        var candidate = 0
        while ids.count < count {
            let id = "s\(candidate)"
            if Self.fnvSlot(id, mask: mask) == 0 { ids.append(id) }
            candidate += 1
        }
        let flow = Flow(id: "f", title: "F", steps: ids.map { Build.text(StepID($0)) })
        let info = FlowInfo(flow, rootTitle: "F")
        #expect(info.longestProbe < 32, "longest probe \(info.longestProbe) of \(count) ids")
        for (index, id) in ids.enumerated() { #expect(info.index(of: StepID(id)) == index) }
    }

    /// Catches: a slot checked against the wrong id (the table keeps step indexes and
    /// checks them against the steps' ids). Every id is found at `Flow.stepIndex`'s
    /// position, duplicates included, and ids that are not steps (also ones sharing a
    /// prefix, or hashing to a used slot) are not found.
    @Test func lookupsAgreeWithTheFlowsOwnIndex() {
        let names = (0..<300).map { "step\($0)" } + ["step7", "a", "step1"]
        let flow = Flow(id: "f", title: "F", steps: names.map { Build.text(StepID($0)) })
        let info = FlowInfo(flow, rootTitle: "F")
        #expect(!info.hasUniqueIDs)
        for name in Set(names) {
            #expect(info.index(of: StepID(name)) == flow.stepIndex[StepID(name)], "\(name)")
            #expect(info.step(StepID(name))?.id.rawValue == name)
        }
        for missing in ["step300", "step", "step10x", "", "A", "b"] {
            #expect(info.index(of: StepID(missing)) == nil, "\(missing)")
        }
        let empty = FlowInfo(Flow(id: "e", title: "E", steps: []), rootTitle: "E")
        #expect(empty.index(of: StepID("a")) == nil && empty.longestProbe == 0)
    }
}
