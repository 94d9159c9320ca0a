/// Answer paths in `when`, `validate.expr`, choice `when` and templates name steps that
/// exist: the first component in the scope flow (own, `root.` or any `parent.` flow),
/// deeper ones through `flow` steps (an item index allowed after a repeat). `value` and
/// `env.` paths are always fine.
func checkAnswerPaths(_ catalog: DecodedCatalog) -> [Diagnostic] {
    // The flows that open each flow, built only when a `parent.` path needs them.
    var parents: [FlowID: Set<FlowID>] = [:]
    var hasParents = false
    func buildParents() {
        for decoded in catalog.flows {
            for step in decoded.flow.steps {
                if let reference = step.flowReference { parents[reference.flow, default: []].insert(decoded.flow.id) }
            }
        }
        hasParents = true
    }
    var out: [Diagnostic] = []
    // The decoder left only the paths that do not name a step of their own flow.
    for decoded in catalog.flows {
        for source in decoded.steps where !source.expressions.isEmpty {
            for site in source.expressions {
                for reference in site.paths {
                    if case .parent = reference.base, !hasParents { buildParents() }
                    guard let problem = resolve(reference, from: decoded.flow.id, catalog: catalog, parents: parents)
                    else { continue }
                    let key: MessageKey = site.isTemplate ? .loadUnknownPathTemplate : .loadUnknownPathExpression
                    out.append(
                        .error(
                            MessageText(
                                key, ["path": quoted(spelled(reference)), "column": String(reference.column)],
                                parts: ["reason": problem.message]),
                            at: site.position.location(in: decoded.file, scalarOffset: reference.column - 1),
                            path: joinJSONPath(decoded.path(of: source), site.place.suffix),
                            suggestion: problem.candidates.isEmpty ? nil : didYouMean(problem.word, among: problem.candidates)))
                }
            }
        }
    }
    return out
}

/// The sites of `sites` with the answer paths that do not resolve to a step among
/// `steps`, sites left with no path dropped; the decoder calls it per step and per flow,
/// so only the rare cross-flow paths reach the check.
func unresolvedSites(_ sites: [ExpressionSite], steps: [Step], positions: [StepID: Int]) -> [ExpressionSite] {
    sites.compactMap { site in
        var left = site
        left.paths = site.paths.filter { !resolvesLocally($0, steps: steps, positions: positions) }
        return left.paths.isEmpty ? nil : left
    }
}

/// Whether `reference` is a bare path whose first component is a step of `steps` other
/// than a `flow` step.
private func resolvesLocally(_ reference: PathReference, steps: [Step], positions: [StepID: Int]) -> Bool {
    guard case .local = reference.base, let first = reference.components.first,
        let position = positions[StepID(first)]
    else { return false }
    if case .flow = steps[position].kind { return false }
    return true
}

/// The path as written (`parent.db.port`).
private func spelled(_ reference: PathReference) -> String {
    let prefix: [String]
    switch reference.base {
    case .local: prefix = []
    case .root: prefix = ["root"]
    case .parent(let levels): prefix = Array(repeating: "parent", count: max(1, levels))
    case .environment: prefix = ["env"]
    case .value: prefix = ["value"]
    }
    return (prefix + reference.components).joined(separator: ".")
}

private func resolve(
    _ reference: PathReference, from flow: FlowID, catalog: DecodedCatalog, parents: [FlowID: Set<FlowID>]
) -> PathProblem? {
    var scope: Set<FlowID>
    switch reference.base {
    case .value, .environment: return nil
    case .local: scope = [flow]
    case .root:
        guard let root = catalog.rootID else { return nil }
        scope = [root]
    case .parent(let levels):
        scope = [flow]
        for _ in 0..<max(1, levels) { scope = Set(scope.flatMap { parents[$0] ?? [] }) }
        if scope.isEmpty {
            return PathProblem(
                message: MessageText(.loadPathNoParent, ["flow": quoted(flow.rawValue)]), word: "",
                candidates: [])
        }
    }
    return resolve(reference.components[...], in: scope, catalog: catalog)
}

/// Follows `components` through the flows of `scope`; nil when some flow resolves them.
private func resolve(_ components: ArraySlice<String>, in scope: Set<FlowID>, catalog: DecodedCatalog) -> PathProblem? {
    guard let first = components.first else { return nil }
    let flows = scope.sorted().compactMap { catalog.flow($0)?.flow }
    guard !flows.isEmpty else { return nil }  // unknown flows are reported elsewhere
    var firstProblem: PathProblem?
    for flow in flows {
        guard let step = flow.step(StepID(first)) else { continue }
        guard let reference = step.flowReference else { return nil }
        var rest = components.dropFirst()
        if reference.repetition != nil, let index = rest.first, !index.isEmpty, index.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) {
            rest = rest.dropFirst()
        }
        guard let problem = resolve(rest, in: [reference.flow], catalog: catalog) else { return nil }
        firstProblem = firstProblem ?? problem
    }
    if let firstProblem { return firstProblem }
    return PathProblem(
        message: MessageText(
            .loadPathNoStep, ["step": quoted(first)], parts: ["flows": orList(flows.map { quoted($0.id.rawValue) })]),
        word: first,
        candidates: Array(Set(flows.flatMap { $0.steps.map(\.id.rawValue) })))
}
