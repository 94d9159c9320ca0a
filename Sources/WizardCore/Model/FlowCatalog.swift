/// Every flow a run can reach: the root flow, its inline sub-flows and imported flows.
public struct FlowCatalog: Sendable, Equatable {
    /// The flow a run starts with.
    public var rootID: FlowID
    /// Every loaded flow by id.
    public var flows: [FlowID: Flow]

    /// Creates a catalog, unchecked: `flows` should hold `rootID`.
    ///
    /// - Parameters:
    ///   - rootID: the flow a run starts with.
    ///   - flows: every loaded flow, by id.
    public init(rootID: FlowID, flows: [FlowID: Flow]) {
        self.rootID = rootID
        self.flows = flows
    }

    /// Creates a catalog from a root flow and other flows; the root wins over another flow
    /// with its id, and among `others` the first of a duplicated id wins.
    ///
    /// - Parameters:
    ///   - root: the flow a run starts with.
    ///   - others: sub-flows and imported flows.
    /// - Complexity: O(*n*) in the number of flows.
    public init(root: Flow, others: [Flow] = []) {
        var flows: [FlowID: Flow] = [root.id: root]
        for flow in others where flows[flow.id] == nil { flows[flow.id] = flow }
        self.init(rootID: root.id, flows: flows)
    }

    /// The root flow; a catalog built by the loader always contains it.
    public var root: Flow? { flows[rootID] }

    /// The flow with this id.
    ///
    /// - Parameter id: a flow id.
    /// - Returns: the flow, or nil when the catalog has none with that id.
    public func flow(_ id: FlowID) -> Flow? { flows[id] }
}
