/// A step's JSON while it is decoded: what the checks that need only the step look at.
struct StepSource {
    let node: JSONNode
    let keyed: StepMembers
    let place: StepPlace

    /// Reads the members of the step at `node`, element `index` of the array at `stepsPath`.
    init(node: JSONNode, stepsPath: String, index: Int) {
        self.node = node
        self.keyed = StepMembers(node.members ?? [])
        self.place = StepPlace(stepsPath: stepsPath, index: index)
    }

    var index: Int { place.index }

    /// The step's members (none when it is not an object).
    var members: [JSONMember] { keyed.members }

    subscript(key: FlowKey) -> JSONNode? { keyed[key] }

    func has(_ key: FlowKey) -> Bool { keyed[key] != nil }

    var path: String { place.text }

    func path(_ suffix: String) -> String { place.appending(suffix) }
}

func stepPath(flowPath: String, index: Int) -> String {
    joinJSONPath(flowPath, "steps") + "[\(index)]"
}

/// `base.suffix`, or `base[3]` when `suffix` is an index, or `suffix` when `base` is empty.
func joinJSONPath(_ base: String, _ suffix: String) -> String {
    if base.isEmpty { return suffix }
    if suffix.hasPrefix("[") { return base + suffix }
    return base + "." + suffix
}
