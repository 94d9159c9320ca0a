/// Turns the JSON of one flow file (its top flow and every `flows` entry) into
/// `DecodedFlow`s, collecting every problem as a diagnostic and leaving out wrong values
/// so later checks still run. The checks that need only a step or its flow run while its
/// JSON is at hand.
struct FlowDecoder {
    let file: String
    let plugins: PluginRegistry
    let maxStepsPerFlow: Int
    var diagnostics: [Diagnostic] = []
    /// The `imports` strings of the file, in order, with where each is.
    var imports: [(path: String, location: SourceLocation, jsonPath: String)] = []
    /// Patterns compiled so far in this load, by source, so each is compiled once.
    var patterns: [String: RegexPattern] = [:]
    /// The choices source of the step being decoded, set by its kind and moved into it.
    var pendingChoicesSource: ChoicesSource?
    /// The sites with answer paths of the step being decoded (reused from step to step).
    var sites: [PendingSite] = []
    /// Unknown-function diagnostics of the step being decoded, kept only if it decodes.
    var unknownFunctions: [Diagnostic] = []
    /// The registered function names, sorted (for the unknown-function check).
    let functionNames: [String]
    /// The reader's languages: which translation of a text the decoded flow keeps.
    let preference: LanguagePreference
    /// The `language` of the flow being decoded: its plain strings' language.
    var flowLanguage = "en"
    /// The texts of the flow being decoded and their languages.
    var texts: [TextLanguages] = []
    /// The translations of the templates of the step being decoded (moved into its facts).
    var pendingTranslations: [TemplateTranslation] = []

    static let flowKeys = ["description", "flows", "id", "imports", "language", "plugins", "review", "steps", "title"]

    init(
        file: String, plugins: PluginRegistry, maxStepsPerFlow: Int = LoadLimits().maxStepsPerFlow,
        language: LanguagePreference = .english
    ) {
        self.file = file
        self.plugins = plugins
        self.maxStepsPerFlow = maxStepsPerFlow
        self.functionNames = plugins.functions.names
        self.preference = language
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
        guard let members = object(node, path: path, what: .loadValueFlowObject) else { return }
        checkKeys(members, allowed: Self.flowKeys, in: .inFlow, path: path)

        var id: FlowID?
        var idLocation = key?.keyLocation(in: file) ?? node.location(in: file)
        var idPath = path
        let keyText = key?.key
        if let keyText { id = FlowID(keyText) }
        if let idNode = node[FlowKey.id.name] {
            idPath = joinJSONPath(path, "id")
            if let text = string(idNode, path: idPath) {
                idLocation = idNode.location(in: file)
                if let keyText, keyText != text {
                    error(
                        MessageText(.loadFlowIDDiffers, ["id": quoted(text), "key": quoted(keyText)]),
                        at: idNode, path: idPath)
                }
                id = FlowID(text)
            }
        } else if key == nil {
            missing("id", in: .inFlow, at: node, path: path)
        }

        // An inline flow without `language` speaks its enclosing flow's.
        let enclosing = (language: flowLanguage, texts: texts)
        defer { (flowLanguage, texts) = enclosing }
        if key == nil { flowLanguage = "en" }
        texts = []
        decodeLanguage(node["language"], path: joinJSONPath(path, "language"))
        let title = node[FlowKey.title.name].flatMap { text($0, path: joinJSONPath(path, "title")) }
        let description = node[FlowKey.description.name].flatMap {
            text($0, path: joinJSONPath(path, "description"))
        }
        var decoded = DecodedFlow(
            flow: Flow(id: id ?? FlowID(""), steps: []), file: file, path: path, idLocation: idLocation,
            idPath: idPath, hasID: id != nil, steps: [])
        let unnamed = decoded
        decoded.findings.run(.identifiers) { checkFlowIdentifier(unnamed, into: &$0) }
        let steps = decodeSteps(node[FlowKey.steps.name], flow: node, path: path, into: &decoded)
        decodeImports(node[FlowKey.imports.name], path: path)

        decoded.flow = Flow(
            id: id ?? FlowID(""), title: title, description: description, steps: steps.steps,
            file: file, location: node.location(in: file), stepIndex: StepIndex(positions: steps.positions))
        decoded.flow.plugins = decodePluginDeclarations(node["plugins"], path: path)
        decoded.flow.review = node[FlowKey.review.name].flatMap { bool($0, path: joinJSONPath(path, "review")) } ?? false
        decoded.steps = steps.decoded
        finishFlow(&decoded, duplicates: steps.duplicates, positions: steps.positions)
        flows.append(decoded)
        checkTranslationCoverage(flowPath: path)

        if let inline = node[FlowKey.flows.name] {
            let inlinePath = joinJSONPath(path, "flows")
            guard let inlineMembers = object(inline, path: inlinePath) else { return }
            for member in inlineMembers {
                decodeFlow(member.value, path: joinJSONPath(inlinePath, member.key), key: member, into: &flows)
            }
        }
    }

    /// The steps of a flow's `steps` array, their decoded facts and the position of each id.
    private mutating func decodeSteps(
        _ stepsNode: JSONNode?, flow node: JSONNode, path: String, into flow: inout DecodedFlow
    ) -> StepsDecoding {
        let stepsPath = joinJSONPath(path, "steps")
        var decoding = StepsDecoding(stepsPath: stepsPath)
        guard let stepsNode else {
            missing("steps", in: .inFlow, at: node, path: path)
            return decoding
        }
        guard let items = array(stepsNode, path: stepsPath) else { return decoding }
        if items.isEmpty {
            error(MessageText(.loadNoSteps), at: stepsNode, path: stepsPath)
        }
        let (count, limit, flowSoFar) = (items.count, maxStepsPerFlow, flow)
        flow.findings.run(.stepLimit) {
            checkStepLimit(count: count, at: stepsNode, flow: flowSoFar, limit: limit, into: &$0)
        }
        // At most the step limit, so an array of non-steps cannot make the decoder reserve more.
        let expected = min(count, limit)
        decoding.steps.reserveCapacity(expected)
        decoding.decoded.reserveCapacity(expected)
        decoding.positions.reserveCapacity(expected)
        for (i, item) in items.enumerated() {
            appendStep(item, at: i, to: &decoding)
        }
        flow.findings.append(contentsOf: decoding.findings)
        return decoding
    }

    /// The flow's `language`, a language tag: the language of its plain strings.
    private mutating func decodeLanguage(_ node: JSONNode?, path: String) {
        guard let node, let tag = string(node, path: path) else { return }
        guard Self.isLanguageTag(tag) else {
            error(
                MessageText(.loadFlowLanguageNotATag, ["tag": quoted(tag)]), at: node, path: path,
                suggestion: Self.tagSuggestion(tag))
            return
        }
        flowLanguage = tag
    }

    private mutating func decodeImports(_ importsNode: JSONNode?, path: String) {
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
    func checkStep(_ step: Step, _ source: StepSource, isKindKnown: Bool, into findings: inout LocalFindings) {
        findings.run(.identifiers) { checkStepIdentifier(step, source, file: file, into: &$0) }
        if isKindKnown {
            findings.run(.promptRequired) { checkPromptRequired(step, source, file: file, into: &$0) }
        }
        findings.run(.choices) { checkChoices(step, source, file: file, into: &$0) }
        if isKindKnown {
            findings.run(.defaultValues) { checkDefaultValue(step, source, file: file, into: &$0) }
            findings.run(.nextTargets) { checkNextKeys(step, source, file: file, into: &$0) }
        }
        findings.run(.bounds) { checkBounds(step, source, file: file, into: &$0) }
        findings.run(.validatorPlugins) { checkValidatorPlugin(step, source, plugins: plugins, file: file, into: &$0) }
        let unknownFunctions = unknownFunctions
        findings.run(.expressionFunctions) { $0 = unknownFunctions }
    }

    /// Runs the checks that need the whole flow, and resolves the answer paths left.
    private func finishFlow(_ decoded: inout DecodedFlow, duplicates: [Int], positions: [StepID: Int]) {
        let flow = decoded
        decoded.findings.run(.duplicateStepIDs) { checkDuplicateStepIDs(flow, duplicates: duplicates, into: &$0) }
        decoded.findings.run(.nextTargets) { checkNextTargets(flow, into: &$0) }
        decoded.findings.run(.unreachableSteps) { checkUnreachableSteps(flow, into: &$0) }
        for i in decoded.steps.indices where !decoded.steps[i].expressions.isEmpty {
            decoded.steps[i].expressions = unresolvedSites(
                decoded.steps[i].expressions, steps: decoded.flow.steps, positions: positions)
        }
    }
}
