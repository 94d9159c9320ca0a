/// Why a process plugin call gave no usable answer: each case names the plugin, and its
/// `description` is one line for the user.
public enum ProcessPluginError: Error, Equatable, CustomStringConvertible {
    /// The executable could not be started (the system's reason).
    case cannotStart(plugin: String, executable: String, reason: MessageText)
    /// No answer arrived within the timeout; the plugin was stopped.
    case timedOut(plugin: String, seconds: Double)
    /// The plugin ended before answering (how it ended).
    case exited(plugin: String, how: String)
    /// The plugin wrote a line that is not a response (the line, escaped and shortened).
    case malformedResponse(plugin: String, problem: String)
    /// The plugin answered with an error (its message, escaped).
    case reportedError(plugin: String, message: String)
    /// A flow names a step type, validator or choices method the plugin does not provide.
    case notProvided(plugin: String, what: String, name: String, provided: [String])
    /// The call would send a secret answer the flow does not let the plugin receive.
    case secretNotAllowed(plugin: String, path: String)
    /// The user cancelled the wait for the plugin's answer (Ctrl-C); the plugin was stopped.
    case cancelled(plugin: String)
    /// The plugin was started `limit` times already in this run (it keeps ending), and is
    /// not started again.
    case startedTooOften(plugin: String, limit: Int)

    /// The plugin's name.
    public var plugin: String {
        switch self {
        case .cannotStart(let p, _, _), .timedOut(let p, _), .exited(let p, _), .malformedResponse(let p, _),
            .reportedError(let p, _), .notProvided(let p, _, _, _), .secretNotAllowed(let p, _), .cancelled(let p),
            .startedTooOften(let p, _):
            p
        }
    }

    /// One line: what happened, naming the plugin.
    public var description: String {
        switch self {
        case .cannotStart:
            return description(in: .english)
        case .timedOut(let plugin, let seconds):
            return "plugin '\(plugin)' did not answer within \(AnswerValue.formatNumber(seconds)) s and was stopped"
        case .exited(let plugin, let how):
            return "plugin '\(plugin)' ended without answering: \(how)"
        case .malformedResponse(let plugin, let problem):
            return "plugin '\(plugin)' wrote something that is not a response: \(problem)"
        case .reportedError(let plugin, let message):
            return "plugin '\(plugin)' reported an error: \(message)"
        case .notProvided(let plugin, let what, let name, let provided):
            let list = provided.isEmpty ? "none" : provided.joined(separator: ", ")
            return "plugin '\(plugin)' provides no \(what) '\(TerminalText.escape(name))' (it provides: \(list))"
        case .cancelled(let plugin):
            return "the wait for plugin '\(plugin)' was cancelled: nothing was recorded, answer again or use :back"
        case .secretNotAllowed(let plugin, let path):
            return
                "plugin '\(plugin)' may not receive the secret answer \(path); list it in the flow's plugins.\(plugin).secrets to allow it"
        case .startedTooOften(let plugin, let limit):
            return "plugin '\(plugin)' was started \(limit) times in this run, the most a run starts one plugin: it keeps ending"
        }
    }

    /// One line in the language of `messages`: a plugin that cannot be started is worded from
    /// the catalogues; every other case is the plugin's affair and stays as `description` says it.
    public func description(in messages: Messages) -> String {
        guard case .cannotStart(let plugin, let executable, let reason) = self else { return description }
        let text = MessageText(
            .pluginCannotStart, ["plugin": plugin, "executable": TerminalText.escape(executable)], parts: ["reason": reason])
        return text.rendered(messages)
    }

    /// At most 80 characters of untrusted text, control characters escaped.
    static func shortened(_ text: String) -> String {
        let escaped = TerminalText.escape(text)
        return escaped.count > 80 ? "'" + escaped.prefix(77) + "...'" : "'" + escaped + "'"
    }
}
