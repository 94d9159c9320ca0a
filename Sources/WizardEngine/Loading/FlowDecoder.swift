/// Turns the JSON of one flow file into `DecodedFlow`s (SPEC §3.1), collecting every
/// problem as a diagnostic instead of stopping at the first.
///
/// A file's top object is a flow; its `flows` become further flows (nested `flows` too).
/// Values of the wrong type are reported and left out, so decoding goes on and later checks
/// still run on what could be read.
///
/// The decoder reads the file's `JSONTape` through `JSONValue` views, and runs the checks
/// that need only a step or its flow (`LocalCheck`) while the step's JSON is at hand, so no
/// JSON outlives the file's decoding.
struct FlowDecoder {
    /// The file name used in diagnostics.
    let file: String
    /// Plugin step types and their configuration checks.
    let plugins: PluginRegistry
    /// SPEC §11 step limit per flow.
    let maxStepsPerFlow: Int
    /// Everything found so far.
    var diagnostics: [Diagnostic] = []
    /// The `imports` strings of the file, in order, with where each is.
    var imports: [(path: String, location: SourceLocation, jsonPath: String)] = []
    /// Patterns compiled so far in this load, by source: a `validate.pattern` written on
    /// many steps is compiled once (compiling a `Regex` costs far more than decoding a step).
    var patterns: [String: RegexPattern] = [:]
    /// The file's top flow's steps, decoded as the parser read them (`decodeStreamedStep`),
    /// until the flow's other members are decoded and `decodeSteps` takes them.
    var streamedSteps: StepsDecoding?
    /// The last pattern compiled or found in `patterns`, with its source.
    var lastPattern: (source: String, pattern: RegexPattern)?
    /// Recent steps with a `validate` (or rare fields), whose box a step with equal ones shares.
    var recentExtras = RecentValues<Step>()
    /// Recent `choices` lists, whose storage an equal list shares.
    var recentChoices = RecentValues<RecentChoices>()
    /// Whether the step being decoded has a `choices` list shared with a recent one whose
    /// values are distinct: its own values are then distinct too, and the choices check
    /// skips looking for duplicates (reset by `appendStep` before each step).
    var choicesAreKnownDistinct = false
    /// The sites with answer paths of the step being decoded (reused from step to step).
    var sites: [PendingSite] = []
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
    /// - Parameter root: the file's JSON (its tape must outlive the call).
    mutating func decodeFile(_ root: JSONValue) -> [DecodedFlow] {
        var flows: [DecodedFlow] = []
        decodeFlow(root, path: "", key: nil, into: &flows)
        return flows
    }

    /// Decodes the flow at `node`; `key` is its key under `flows` for an inline flow.
    private mutating func decodeFlow(
        _ node: JSONValue, path: String, key: JSONMemberView?, into flows: inout [DecodedFlow]
    ) {
        guard let members = object(node, path: path, what: "a flow object") else { return }
        checkKeys(members, allowed: Self.flowKeys, in: "flow", path: path)

        var id: FlowID?
        var idLocation = key?.keyLocation(in: file) ?? node.location(in: file)
        var idPath = path
        let keyText = key?.key
        if let keyText { id = FlowID(keyText) }
        if let idNode = members.value(.id) {
            idPath = joinJSONPath(path, "id")
            if let text = string(idNode, path: idPath) {
                idLocation = idNode.location(in: file)
                if let keyText, keyText != text {
                    error(
                        "flow id \(quoted(text)) differs from its key \(quoted(keyText)) under 'flows'",
                        at: idNode, path: idPath)
                }
                id = FlowID(text)
            }
        } else if key == nil {
            missing("id", in: "flow", at: node, path: path)
        }

        let title = members.value(.title).flatMap { string($0, path: joinJSONPath(path, "title")) }
        let description = members.value(.description).flatMap {
            string($0, path: joinJSONPath(path, "description"))
        }
        var decoded = DecodedFlow(
            flow: Flow(id: id ?? FlowID(""), steps: []), file: file, path: path, idLocation: idLocation,
            idPath: idPath, hasID: id != nil, steps: [])
        let unnamed = decoded
        decoded.findings.run(.identifiers) { checkFlowIdentifier(unnamed, into: &$0) }
        let steps = decodeSteps(members.value(.steps), flow: node, path: path, into: &decoded)
        decodeImports(members.value(.imports), path: path)

        decoded.flow = Flow(
            id: id ?? FlowID(""), title: title, description: description, steps: steps.steps,
            file: file, location: node.location(in: file), stepIndex: StepIndex(steps: steps.steps, table: steps.index))
        decoded.steps = steps.decoded
        let duplicates = steps.duplicates
        // Ended here: `finishFlow` changes `decoded.steps`, which would otherwise copy the
        // array `steps` still shares.
        _ = consume steps
        finishFlow(&decoded, duplicates: duplicates)
        flows.append(decoded)

        if let inline = members.value(.flows) {
            let inlinePath = joinJSONPath(path, "flows")
            guard let inlineMembers = object(inline, path: inlinePath) else { return }
            for member in inlineMembers {
                decodeFlow(member.value, path: joinJSONPath(inlinePath, member.key), key: member, into: &flows)
            }
        }
    }

    /// The steps, their decoded facts and the index of their ids: those the parser handed
    /// over as it read the file's top `steps` array (`streamedSteps`), else decoded here.
    private mutating func decodeSteps(
        _ stepsNode: JSONValue?, flow node: JSONValue, path: String, into flow: inout DecodedFlow
    ) -> StepsDecoding {
        let stepsPath = joinJSONPath(path, "steps")
        guard let stepsNode else {
            missing("steps", in: "flow", at: node, path: path)
            return StepsDecoding(stepsPath: stepsPath, arrayEntry: -1)
        }
        guard let items = array(stepsNode, path: stepsPath) else {
            return StepsDecoding(stepsPath: stepsPath, arrayEntry: stepsNode.index)
        }
        if items.isEmpty {
            error("a flow needs at least one step", at: stepsNode, path: stepsPath)
        }
        let (count, limit, flowSoFar) = (items.count, maxStepsPerFlow, flow)
        flow.findings.run(.stepLimit) {
            checkStepLimit(count: count, at: stepsNode, flow: flowSoFar, limit: limit, into: &$0)
        }
        var decoding: StepsDecoding
        if let streamed = streamedSteps.take(), streamed.arrayEntry == stepsNode.index {
            // Decoded already, element by element, and gone from the tape.
            decoding = streamed
        } else {
            decoding = StepsDecoding(stepsPath: stepsPath, arrayEntry: stepsNode.index)
            decoding.reserveCapacity(count)
            // The entries of the steps decoded so far are freed about every 4,096 entries.
            var releasedTo = stepsNode.index
            for (i, item) in items.enumerated() {
                appendStep(item, at: i, to: &decoding)
                let end = item.tape.next(after: item.index)
                if end - releasedTo >= 4096 {
                    item.tape.release(after: stepsNode.index, before: end)
                    releasedTo = end
                }
            }
        }
        flow.findings.append(contentsOf: decoding.findings)
        return decoding
    }

    private mutating func decodeImports(_ importsNode: JSONValue?, path: String) {
        guard let importsNode else { return }
        let importsPath = joinJSONPath(path, "imports")
        guard let items = array(importsNode, path: importsPath) else { return }
        for (i, item) in items.enumerated() {
            let itemPath = importsPath + "[\(i)]"
            if let text = string(item, path: itemPath) {
                imports.append((text, item.location(in: file), itemPath))
            }
        }
    }

    /// Runs the checks that need only this step, while its JSON is at hand.
    ///
    /// The checks share one scratch array, moved to `findings` after each check that
    /// found something: no closure, and no array made and released per check.
    func checkStep(_ step: Step, _ source: StepSource, isKindKnown: Bool, into findings: inout LocalFindings) {
        var found: [Diagnostic] = []
        checkStepIdentifier(step, source, file: file, into: &found)
        findings.keep(&found, as: .identifiers)
        if isKindKnown {
            checkPromptRequired(step, source, file: file, into: &found)
            findings.keep(&found, as: .promptRequired)
        }
        checkChoices(step, source, valuesKnownDistinct: choicesAreKnownDistinct, file: file, into: &found)
        findings.keep(&found, as: .choices)
        if isKindKnown {
            checkDefaultValue(step, source, file: file, into: &found)
            findings.keep(&found, as: .defaultValues)
        }
        checkBounds(step, source, file: file, into: &found)
        findings.keep(&found, as: .bounds)
        checkValidatorPlugin(step, source, plugins: plugins, file: file, into: &found)
        findings.keep(&found, as: .validatorPlugins)
        if !unknownFunctions.isEmpty {
            found = unknownFunctions
            findings.keep(&found, as: .expressionFunctions)
        }
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
                decoded.steps[i].expressions, steps: decoded.flow.steps, index: decoded.flow.stepIndex.table)
        }
    }
}
