import WizardEngine
import WizardTools

/// Where a provided answer came from, named as `wizard check` names it, so a run and a check word a problem alike.
struct ProvidedAnswerSource {
    let catalog: FlowCatalog
    let answersFile: String?

    /// The answers file as read, with positions (nil: none, or unreadable).
    func answersNode() -> JSONNode? {
        answersFile.flatMap { try? LocalFileSystem().readFile($0) }.flatMap { try? JSONReader().read($0) }
    }

    /// The source of the answer at `path`, for an `AnswerProblem`.
    func problemSource(_ source: AnswerSource, path: String) -> AnswerProblem.Source? {
        switch source {
        case .answersFile:
            guard let file = answersFile else { return nil }
            let location = answersNode().flatMap { AnswerKeyWalk.positions(of: $0, file: file)[path] }
            return .answersFile(location, file: file)
        case .environment:
            guard let name = catalog.step(atAnswerPath: path)?.environmentVariable else { return nil }
            return .environment(name)
        case .set:
            return .set
        case .default:
            return .default
        case .typed, .piped, .draft:
            return nil
        }
    }
}
