import WizardEngine

/// Finds a flow file from what the user typed: a path, or the id of a flow in `./Flows`
/// or in the folders of `$WIZARD_FLOWS_PATH`.
enum FlowLocator {
    static func locate(_ name: String) -> Result<String, LocateError> {
        if ProcessEnvironment.fileKind(name) == .file { return .success(name) }
        if name.contains("/") || name.hasSuffix(".json") {
            return .failure(LocateError("no flow file at '\(TerminalText.escape(name))'"))
        }
        let found = FlowDirectory.scan(ProcessEnvironment.variables())
        if let entry = found.first(where: { $0.id == name }) { return .success(entry.path) }
        var message = "no flow file or flow id '\(TerminalText.escape(name))' (searched ./Flows and $WIZARD_FLOWS_PATH)"
        if let s = Suggestions.closest(to: name, in: found.map(\.id)) { message += "; did you mean '\(s)'?" }
        return .failure(LocateError(message))
    }
}

/// A flow that could not be found.
struct LocateError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
