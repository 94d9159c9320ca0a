/// Turns the JSON of one flow file into `DecodedFlow`s (SPEC §3.1), collecting every
/// problem as a diagnostic instead of stopping at the first.
///
/// A file's top object is a flow; its `flows` become further flows (nested `flows` too).
/// Values of the wrong type are reported and left out, so decoding goes on and later checks
/// still run on what could be read.
///
/// The decoder consumes the JSON: each step's JSON is released once the step is decoded and
/// the checks that need only the step or its flow have run (`LocalCheck`), so the tree of
/// a large file is never alive together with all its decoded steps.
struct FlowDecoder {
    /// The file name used in diagnostics.
    let file: String
    /// Plugin step types and their configuration checks.
    let plugins: PluginRegistry
    /// SPEC §11 step limit per flow.
    let maxStepsPerFlow: Int
    /// Everything found so far.
    var diagnostics: [Diagnostic] = []
    /// The `imports` strings of the file, in order.
    var imports: [(path: String, node: JSONNode, jsonPath: String)] = []
    /// Patterns compiled so far in this load, by source: a `validate.pattern` written on
    /// many steps is compiled once (compiling a `Regex` costs far more than decoding a step).
    var patterns: [String: RegexPattern] = [:]
    /// The sites with answer paths of the step being decoded (reused from step to step).
    var sites: [ExpressionSite] = []
    /// Unknown-function diagnostics of the step being decoded, kept only if it decodes.
    var unknownFunctions: [Diagnostic] = []
    /// The registered function names, sorted (for the unknown-function check).
    let functionNames: [String]

    static let flowKeys = ["description", "flows", "id", "imports", "steps", "title"]

    init(file: String, plugins: PluginRegistry, maxStepsPerFlow: Int = LoadLimits().maxStepsPerFlow) {
        self.file = file
        self.plugins = plugins
        self.maxStepsPerFlow = maxStepsPerFlow
        self.functionNames = plugins.functions.names
    }

    /// Decodes a whole file: its top flow first, then inline flows in file order.
    ///
    /// - Parameter root: the file's JSON, consumed (released as it is decoded).
    mutating func decodeFile(_ root: consuming JSONNode) -> [DecodedFlow] {
        var flows: [DecodedFlow] = []
        decodeFlow(consume root, path: "", key: nil, into: &flows)
        return flows
    }

    /// Decodes the flow at `node`; `key` is its key under `flows` for an inline flow.
    private mutating func decodeFlow(
        _ node: consuming JSONNode, path: String, key: JSONMember?, into flows: inout [DecodedFlow]
    ) {
        guard object(node, path: path, what: "a flow object") != nil else { return }
        // The members are moved out of the node, so the steps array below is held once and
        // each step's JSON is freed as soon as it is decoded.
        var members = node.takeMembers()
        checkKeys(members, allowed: Self.flowKeys, in: "flow", path: path)

        var id: FlowID?
        var idLocation = key?.keyLocation(in: file) ?? node.location(in: file)
        var idPath = path
        if let key { id = FlowID(key.key) }
        if let idNode = members.value(forKey: "id") {
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

        let title = members.value(forKey: "title").flatMap { string($0, path: joinJSONPath(path, "title")) }
        let description = members.value(forKey: "description").flatMap {
            string($0, path: joinJSONPath(path, "description"))
        }
        var decoded = DecodedFlow(
            flow: Flow(id: id ?? FlowID(""), steps: []), file: file, path: path, idLocation: idLocation,
            idPath: idPath, hasID: id != nil, steps: [])
        let unnamed = decoded
        decoded.findings.run(.identifiers) { checkFlowIdentifier(unnamed, into: &$0) }
        let steps = decodeSteps(members.takeValue(forKey: "steps"), flow: node, path: path, into: &decoded)
        decodeImports(members.value(forKey: "imports"), path: path)

        decoded.flow = Flow(
            id: id ?? FlowID(""), title: title, description: description, steps: steps.steps,
            file: file, location: node.location(in: file), stepIndex: steps.index)
        decoded.steps = steps.decoded
        finishFlow(&decoded, duplicates: steps.duplicates)
        flows.append(decoded)

        if var inline = members.takeValue(forKey: "flows") {
            let inlinePath = joinJSONPath(path, "flows")
            guard object(inline, path: inlinePath) != nil else { return }
            var inlineMembers = inline.takeMembers()
            for i in inlineMembers.indices {
                // Moved out, so the inline flow's JSON is held once.
                let value = inlineMembers[i].value
                inlineMembers[i].value = JSONNode(.null, line: value.line, column: value.column)
                let member = inlineMembers[i]
                decodeFlow(consume value, path: joinJSONPath(inlinePath, member.key), key: member, into: &flows)
            }
        }
    }

    /// The steps, their decoded facts and the index of their ids. Two arrays rather than an
    /// array of pairs: `map(\.0)` over pairs copied every `Step` through the generic runtime.
    private mutating func decodeSteps(
        _ stepsNode: consuming JSONNode?, flow node: JSONNode, path: String, into flow: inout DecodedFlow
    ) -> (steps: [Step], decoded: [DecodedStep], index: [StepID: Int], duplicates: [Int]) {
        let stepsPath = joinJSONPath(path, "steps")
        guard var stepsNode = consume stepsNode else {
            missing("steps", in: "flow", at: node, path: path)
            return ([], [], [:], [])
        }
        guard array(stepsNode, path: stepsPath) != nil else { return ([], [], [:], []) }
        var items = stepsNode.takeElements()
        if items.isEmpty {
            error("a flow needs at least one step", at: stepsNode, path: stepsPath)
        }
        let (count, limit, flowSoFar) = (items.count, maxStepsPerFlow, flow)
        flow.findings.run(.stepLimit) {
            checkStepLimit(count: count, at: stepsNode, flow: flowSoFar, limit: limit, into: &$0)
        }
        var steps: [Step] = []
        var decoded: [DecodedStep] = []
        var index: [StepID: Int] = [:]
        // Positions of the steps whose id an earlier step has, for the duplicate id check.
        var duplicates: [Int] = []
        steps.reserveCapacity(items.count)
        decoded.reserveCapacity(items.count)
        index.reserveCapacity(items.count)
        for i in items.indices {
            // Moved out, so the step's JSON is freed when this iteration ends.
            let item = items[i]
            items[i] = JSONNode(.null, line: item.line, column: item.column)
            let source = StepSource(node: item, stepsPath: stepsPath, index: i)
            sites.removeAll(keepingCapacity: true)
            unknownFunctions.removeAll(keepingCapacity: true)
            guard let (step, facts) = decodeStep(source) else { continue }
            checkStep(step, source, facts: facts, into: &flow.findings)
            // Inserts the step's position unless an earlier step has its id (one hash).
            let distinctIDs = index.count
            index[step.id, default: steps.count] += 0
            if index.count == distinctIDs { duplicates.append(steps.count) }
            steps.append(step)
            var kept = facts
            // Paths to a step already decoded are resolved now; the rest wait for the whole flow.
            kept.expressions = unresolvedSites(sites, steps: steps, index: index)
            decoded.append(kept)
        }
        return (steps, decoded, index, duplicates)
    }

    private mutating func decodeImports(_ importsNode: JSONNode?, path: String) {
        guard let importsNode else { return }
        let importsPath = joinJSONPath(path, "imports")
        for (i, item) in (array(importsNode, path: importsPath) ?? []).enumerated() {
            let itemPath = importsPath + "[\(i)]"
            if let text = string(item, path: itemPath) {
                imports.append((text, item, itemPath))
            }
        }
    }

    /// Runs the checks that need only this step, while its JSON is at hand.
    private func checkStep(_ step: Step, _ source: StepSource, facts: DecodedStep, into findings: inout LocalFindings) {
        findings.run(.identifiers) { checkStepIdentifier(step, source, file: file, into: &$0) }
        if facts.isKindKnown {
            findings.run(.promptRequired) { checkPromptRequired(step, source, file: file, into: &$0) }
        }
        findings.run(.choices) { checkChoices(step, source, file: file, into: &$0) }
        if facts.isKindKnown {
            findings.run(.defaultValues) { checkDefaultValue(step, source, file: file, into: &$0) }
        }
        findings.run(.bounds) { checkBounds(step, source, file: file, into: &$0) }
        findings.run(.validatorPlugins) {
            checkValidatorPlugin(step, source, plugins: plugins, file: file, into: &$0)
        }
        findings.run(.expressionFunctions) { $0 = unknownFunctions }
    }

    /// Runs the checks that need the whole flow, and resolves the answer paths left.
    private func finishFlow(_ decoded: inout DecodedFlow, duplicates: [Int]) {
        do {
            // A copy for the checks to read; it ends here, before the steps change below.
            let flow = decoded
            decoded.findings.run(.duplicateStepIDs) { checkDuplicateStepIDs(flow, duplicates: duplicates, into: &$0) }
            decoded.findings.run(.nextTargets) { checkNextTargets(flow, into: &$0) }
            decoded.findings.run(.unreachableSteps) { checkUnreachableSteps(flow, into: &$0) }
        }
        for i in decoded.steps.indices where !decoded.steps[i].expressions.isEmpty {
            decoded.steps[i].expressions = unresolvedSites(
                decoded.steps[i].expressions, steps: decoded.flow.steps, index: decoded.flow.stepIndex)
        }
    }
}

extension JSONNode {
    /// Moves the members out of an object node, leaving it `null` (its position stays).
    mutating func takeMembers() -> [JSONMember] {
        guard case .object(let members) = value else { return [] }
        value = .null
        return members
    }

    /// Moves the elements out of an array node, leaving it `null` (its position stays).
    mutating func takeElements() -> [JSONNode] {
        guard case .array(let elements) = value else { return [] }
        value = .null
        return elements
    }
}

extension [JSONMember] {
    /// The value of the member named `key`, if any.
    func value(forKey key: String) -> JSONNode? {
        let count = key.utf8.count
        for i in indices where self[i].key.utf8.count == count && self[i].key == key { return self[i].value }
        return nil
    }

    /// Moves the value of the member named `key` out (leaving `null` at its position).
    mutating func takeValue(forKey key: String) -> JSONNode? {
        let count = key.utf8.count
        for i in indices where self[i].key.utf8.count == count && self[i].key == key {
            let value = self[i].value
            self[i].value = JSONNode(.null, line: value.line, column: value.column)
            return value
        }
        return nil
    }
}
