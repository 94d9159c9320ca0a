import WizardEngine

/// Where a provided answer came from, named precisely for a run's error (SPEC §6): the
/// answers file with line:column, the step's environment variable, or `--set`.
struct ProvidedAnswerSource {
    let catalog: FlowCatalog
    let answersFile: String?

    /// The source of the answer at `path`, as shown after "from".
    func name(_ source: AnswerSource, path: String) -> String {
        switch source {
        case .answersFile:
            guard let file = answersFile else { return source.rawValue }
            let node = (try? LocalFileSystem().readFile(file)).flatMap { try? JSONReader().read($0) }
            let location = node.flatMap { AnswerKeyWalk.positions(of: $0, file: TerminalText.escape(file))[path] }
            return location?.description ?? TerminalText.escape(file)
        case .environment:
            guard let name = step(at: path)?.environmentVariable else { return source.rawValue }
            return "the environment variable \(TerminalText.escape(name))"
        default:
            return source.rawValue
        }
    }

    /// The step an answer path names, through sub-flows and repeat indices.
    func step(at path: String) -> Step? {
        guard var flow = catalog.root else { return nil }
        var components = path.split(separator: ".").map(String.init)[...]
        while let first = components.popFirst() {
            guard let step = flow.step(StepID(first)) else { return nil }
            guard case .flow(let reference) = step.kind else { return components.isEmpty ? step : nil }
            if reference.repetition != nil { _ = components.popFirst() }
            guard let sub = catalog.flow(reference.flow) else { return nil }
            flow = sub
        }
        return nil
    }
}
