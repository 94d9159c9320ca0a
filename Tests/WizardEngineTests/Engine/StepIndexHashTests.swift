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
}
