/// Immutable lookups over an engine's catalog, computed once in `Engine.init`: flows by
/// id (the root without hashing), step indexes by id through a cheap byte hash, and
/// humanized step ids for breadcrumbs.
final class EngineIndex: Sendable {
    let rootID: FlowID
    let root: FlowInfo?
    let flows: [FlowID: FlowInfo]
    /// The first breadcrumb: the root flow's title, else its humanized id.
    let rootTitle: String

    init(catalog: FlowCatalog) {
        var flows: [FlowID: FlowInfo] = [:]
        flows.reserveCapacity(catalog.flows.count)
        for (id, flow) in catalog.flows { flows[id] = FlowInfo(flow) }
        self.rootID = catalog.rootID
        self.root = flows[catalog.rootID]
        self.flows = flows
        self.rootTitle = catalog.root?.title ?? humanize(catalog.rootID.rawValue)
    }

    /// The flow run by a frame chain (the root flow for no frames).
    @inline(__always)
    func info(for frames: [Frame]) -> FlowInfo? {
        guard let last = frames.last else { return root }
        if last.flow.rawValue == rootID.rawValue { return root }
        return flows[last.flow]
    }
}

/// One flow with its steps indexed.
final class FlowInfo: Sendable {
    let flow: Flow
    /// `humanize(step.id.rawValue)` per step.
    let humanizedIDs: [String]
    /// Open-addressing table of step indexes (-1: empty), `mask + 1` slots.
    private let slots: [Int]
    /// The id stored in each used slot.
    private let keys: [String]
    private let mask: Int

    init(_ flow: Flow) {
        self.flow = flow
        humanizedIDs = flow.steps.map { humanize($0.id.rawValue) }
        var size = 8
        while size < flow.steps.count * 2 { size *= 2 }
        var slots = [Int](repeating: -1, count: size)
        var keys = [String](repeating: "", count: size)
        let mask = size - 1
        // The same mapping as `Flow.stepIndex`.
        for (id, stepIndex) in flow.stepIndex {
            var slot = FlowInfo.hash(id.rawValue) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = stepIndex
            keys[slot] = id.rawValue
        }
        self.slots = slots
        self.keys = keys
        self.mask = mask
    }

    @inline(__always)
    static func hash(_ text: String) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            h = (h ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    /// The index of the step with this id, if any.
    func index(of id: StepID) -> Int? {
        var slot = FlowInfo.hash(id.rawValue) & mask
        while true {
            let i = slots[slot]
            if i < 0 { return nil }
            if keys[slot] == id.rawValue { return i }
            slot = (slot + 1) & mask
        }
    }

    /// The step with this id, if any.
    func step(_ id: StepID) -> Step? {
        index(of: id).map { flow.steps[$0] }
    }
}
