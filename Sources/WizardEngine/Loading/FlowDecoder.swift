/// Turns the JSON of one flow file into `DecodedFlow`s (SPEC §3.1), collecting every
/// problem as a diagnostic instead of stopping at the first.
///
/// A file's top object is a flow; its `flows` become further flows (nested `flows` too).
/// Values of the wrong type are reported and left out, so decoding goes on and later checks
/// still run on what could be read.
struct FlowDecoder {
    /// The file name used in diagnostics.
    let file: String
    /// Plugin step types and their configuration checks.
    let plugins: PluginRegistry
    /// Everything found so far.
    var diagnostics: [Diagnostic] = []
    /// The `imports` strings of the file, in order.
    var imports: [(path: String, node: JSONNode, jsonPath: String)] = []
    /// Patterns compiled so far in this load, by source: a `validate.pattern` written on
    /// many steps is compiled once (compiling a `Regex` costs far more than decoding a step).
    var patterns: [String: RegexPattern] = [:]

    static let flowKeys = ["description", "flows", "id", "imports", "steps", "title"]

    init(file: String, plugins: PluginRegistry) {
        self.file = file
        self.plugins = plugins
    }

    /// Decodes a whole file: its top flow first, then inline flows in file order.
    mutating func decodeFile(_ root: JSONNode) -> [DecodedFlow] {
        var flows: [DecodedFlow] = []
        decodeFlow(root, path: "", key: nil, into: &flows)
        return flows
    }

    /// Decodes the flow at `node`; `key` is its key under `flows` for an inline flow.
    private mutating func decodeFlow(
        _ node: JSONNode, path: String, key: JSONMember?, into flows: inout [DecodedFlow]
    ) {
        guard let members = object(node, path: path, what: "a flow object") else { return }
        checkKeys(members, allowed: Self.flowKeys, in: "flow", path: path)

        var id: FlowID?
        var idLocation = key?.keyLocation(in: file) ?? node.location(in: file)
        var idPath = path
        if let key { id = FlowID(key.key) }
        if let idNode = node["id"] {
            idPath = joinJSONPath(path, "id")
            if let text = string(idNode, path: idPath) {
                idLocation = idNode.location(in: file)
                if let key, key.key != text {
                    error(
                        "flow id \(quoted(text)) differs from its key \(quoted(key.key)) under 'flows'",
                        at: idNode, path: idPath)
                }
                id = FlowID(text)
            }
        } else if key == nil {
            missing("id", in: "flow", at: node, path: path)
        }

        let title = node["title"].flatMap { string($0, path: joinJSONPath(path, "title")) }
        let description = node["description"].flatMap { string($0, path: joinJSONPath(path, "description")) }
        let steps = decodeSteps(node, path: path)
        decodeImports(node, path: path)

        let flow = Flow(
            id: id ?? FlowID(""), title: title, description: description, steps: steps.steps,
            file: file, location: node.location(in: file))
        flows.append(
            DecodedFlow(
                flow: flow, file: file, path: path, node: node, idLocation: idLocation, idPath: idPath,
                hasID: id != nil, steps: steps.decoded))

        if let inline = node["flows"] {
            let inlinePath = joinJSONPath(path, "flows")
            for member in object(inline, path: inlinePath) ?? [] {
                decodeFlow(member.value, path: joinJSONPath(inlinePath, member.key), key: member, into: &flows)
            }
        }
    }

    /// The steps and, aligned with them, their decoded JSON. Two arrays rather than an
    /// array of pairs: `map(\.0)` over pairs copied every `Step` through the generic runtime.
    private mutating func decodeSteps(_ node: JSONNode, path: String) -> (steps: [Step], decoded: [DecodedStep]) {
        let stepsPath = joinJSONPath(path, "steps")
        guard let stepsNode = node["steps"] else {
            missing("steps", in: "flow", at: node, path: path)
            return ([], [])
        }
        guard let items = array(stepsNode, path: stepsPath) else { return ([], []) }
        if items.isEmpty {
            error("a flow needs at least one step", at: stepsNode, path: stepsPath)
        }
        var steps: [Step] = []
        var decoded: [DecodedStep] = []
        steps.reserveCapacity(items.count)
        decoded.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            if let (step, source) = decodeStep(item, path: stepsPath + "[\(i)]") {
                steps.append(step)
                decoded.append(source)
            }
        }
        return (steps, decoded)
    }

    private mutating func decodeImports(_ node: JSONNode, path: String) {
        guard let importsNode = node["imports"] else { return }
        let importsPath = joinJSONPath(path, "imports")
        for (i, item) in (array(importsNode, path: importsPath) ?? []).enumerated() {
            let itemPath = importsPath + "[\(i)]"
            if let text = string(item, path: itemPath) {
                imports.append((text, item, itemPath))
            }
        }
    }
}
