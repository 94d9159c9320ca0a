/// Everything the checks look at: every decoded flow, in load order.
struct DecodedCatalog: Sendable {
    var flows: [DecodedFlow]
    var rootID: FlowID?
    var plugins: PluginRegistry
    /// Whether a file could not be read or parsed: checks for unknown flow ids stay quiet.
    var isIncomplete: Bool
    /// Index in `flows` of each flow id (the first of a duplicated id wins).
    let index: [FlowID: Int]

    init(flows: [DecodedFlow], rootID: FlowID?, plugins: PluginRegistry, isIncomplete: Bool) {
        self.flows = flows
        self.rootID = rootID
        self.plugins = plugins
        self.isIncomplete = isIncomplete
        var index: [FlowID: Int] = [:]
        for (i, decoded) in flows.enumerated() where decoded.hasID && index[decoded.flow.id] == nil {
            index[decoded.flow.id] = i
        }
        self.index = index
    }

    func flow(_ id: FlowID) -> DecodedFlow? { index[id].map { flows[$0] } }

    /// Every known flow id, sorted (for suggestions).
    var flowIDs: [String] { index.keys.map(\.rawValue).sorted() }

    func findings(_ check: LocalCheck) -> [Diagnostic] {
        flows.flatMap { $0.findings[check] }
    }
}
