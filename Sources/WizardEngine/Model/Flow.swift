/// A flow (SPEC §3.1): an ordered list of steps with a title.
public struct Flow: Sendable, Equatable {
    /// The flow's id, unique among the loaded flows.
    public var id: FlowID
    /// Shown in the breadcrumb.
    public var title: String?
    /// Shown by `wizard list` and at start.
    public var description: String?
    /// The steps, in order; never empty once loaded.
    public var steps: [Step]
    /// The file the flow was read from.
    public var file: String
    /// Where the flow's object starts.
    public var location: SourceLocation
    /// Index of each step id in `steps`.
    public private(set) var stepIndex: [StepID: Int]

    /// Creates a flow and indexes its steps (the first of a duplicated id wins; the loader
    /// reports duplicates).
    public init(
        id: FlowID, title: String? = nil, description: String? = nil, steps: [Step],
        file: String = "<memory>",
        location: SourceLocation = SourceLocation(file: "<memory>", line: 1, column: 1)
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.steps = steps
        self.file = file
        self.location = location
        var index: [StepID: Int] = [:]
        index.reserveCapacity(steps.count)
        for (i, step) in steps.enumerated() where index[step.id] == nil {
            index[step.id] = i
        }
        self.stepIndex = index
    }

    /// The step with this id, if any.
    public func step(_ id: StepID) -> Step? {
        stepIndex[id].map { steps[$0] }
    }
}

/// Every flow a run can reach: the root flow, its inline sub-flows and imported flows.
public struct FlowCatalog: Sendable, Equatable {
    /// The flow a run starts with.
    public var rootID: FlowID
    /// Every loaded flow by id.
    public var flows: [FlowID: Flow]

    /// Creates a catalog.
    public init(rootID: FlowID, flows: [FlowID: Flow]) {
        self.rootID = rootID
        self.flows = flows
    }

    /// Creates a catalog from a root flow and other flows.
    public init(root: Flow, others: [Flow] = []) {
        var flows: [FlowID: Flow] = [root.id: root]
        for flow in others where flows[flow.id] == nil { flows[flow.id] = flow }
        self.init(rootID: root.id, flows: flows)
    }

    /// The root flow. A catalog built by the loader always contains it.
    public var root: Flow? { flows[rootID] }

    /// The flow with this id, if loaded.
    public func flow(_ id: FlowID) -> Flow? { flows[id] }
}
