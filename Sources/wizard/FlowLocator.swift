import WizardEngine

/// Finds a flow from what the user typed: a path, the id of a flow in `./Flows` or
/// `$WIZARD_FLOWS_PATH`, or `demo` (a flow of that name in the search path takes precedence).
enum FlowLocator {
    /// Where a named flow is.
    enum Found: Equatable {
        case file(String)
        case builtInDemo
    }

    static func locate(_ name: String) -> Result<Found, LocateError> {
        if ProcessEnvironment.fileKind(name) == .file { return .success(.file(name)) }
        // Something is there, but not a file a flow can be read from (a FIFO, a device).
        if ProcessEnvironment.fileKind(name) == .any, case .other(let what) = WriteTarget.kind(at: name) {
            return .failure(LocateError(MessageText(.locateNotRegular, ["path": name], parts: ["what": WriteTarget.kindText(what)])))
        }
        let variables = ProcessEnvironment.variables()
        if name == "demo" {
            for folder in FlowDirectory.folders(variables) where ProcessEnvironment.fileKind(folder + "/demo.json") == .file {
                return .success(.file(folder + "/demo.json"))
            }
        }
        if name.contains("/") || name.hasSuffix(".json") {
            return .failure(LocateError(MessageText(.locateNoFile, ["path": name])))
        }
        let found = FlowDirectory.scan(variables)
        if let entry = found.first(where: { $0.id == name }) { return .success(.file(entry.path)) }
        if name == "demo" { return .success(.builtInDemo) }
        var message = MessageText(.locateNoFlow, ["name": name, "suggestion": ""])
        if let s = closestMatch(to: name, among: found.map(\.id) + ["demo"]) {
            message.parts["suggestion"] = MessageText(.usageDidYouMean, ["suggestion": s])
        }
        return .failure(LocateError(message))
    }

    /// A flow that could not be found.
    struct LocateError: Error {
        /// Why, for any language.
        var text: MessageText
        init(_ text: MessageText) { self.text = text }
    }
}
