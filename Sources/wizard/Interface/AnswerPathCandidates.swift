import WizardEngine

/// The answer paths a flow can take, for completing `--set PATH=` and `--at STEP-PATH`.
struct AnswerPathCandidates {
    var catalog: FlowCatalog

    /// Every input step's path in flow order (`db.port`, `servers.0.host`); for a deep link, only those
    /// `--at` can start at.
    func paths(forDeepLink: Bool) -> [String] {
        guard let root = catalog.root else { return [] }
        var out: [String] = []
        collect(root, prefix: "", forDeepLink: forDeepLink, depth: 0, into: &out)
        return out
    }

    private func collect(_ flow: Flow, prefix: String, forDeepLink: Bool, depth: Int, into out: inout [String]) {
        for step in flow.steps {
            let path = prefix + step.id.rawValue
            switch step.kind {
            case .message:
                continue
            case .flow(let reference):
                guard depth < 16, let sub = catalog.flow(reference.flow) else { continue }
                if forDeepLink && (reference.presentation != .push || reference.repetition != nil) { continue }
                let itemPrefix = reference.repetition == nil ? path + "." : path + ".0."
                collect(sub, prefix: itemPrefix, forDeepLink: forDeepLink, depth: depth + 1, into: &out)
            default:
                out.append(path)
            }
        }
    }
}
