import Synchronization

/// A plugin that is a program, spoken to with one JSON object per line (docs/plugins.md); started on
/// its first call and stopped when this value goes away.
///
/// After a timeout or a malformed line the process is stopped and the next call starts it again. Calls
/// are serialised; `choices` answers are cached per method and answers. Secret answers are sent only
/// when listed in `allowedSecrets`.
public final class ProcessPlugin: Sendable {
    /// The plugin's name, as flows use it (`git` in `git.worktree`).
    public let name: String
    /// The executable's path.
    public let executable: String
    /// The longest a call may take, in seconds.
    public let timeout: Double
    /// Paths of secret answers the plugin may receive.
    public let allowedSecrets: Set<String>
    /// How much longer than `timeout` the call that starts the program may take, in seconds.
    public let startTimeout: Double
    /// Environment variables the program does not get (those supplying secrets it may not receive).
    public let withheldVariables: Set<String>

    private let state = Mutex(State())

    private struct State: ~Copyable {
        var process: PluginProcess?
        var nextID = 1
        var description: PluginDescription?
        var choices: [String: [Choice]] = [:]
        /// How many times the program was started.
        var starts = 0
    }

    /// The most times one plugin's program is started in a run (docs/writing-flows.md): a
    /// program that ends after every answer, called in a loop, fails the run instead of
    /// starting a process at every pass.
    public let startLimit: Int
    /// The default `startLimit`.
    public static let defaultStartLimit = 32

    /// The default call timeout, in seconds.
    public static let defaultTimeout = 5.0
    /// The default start-up allowance, in seconds.
    public static let defaultStartTimeout = 10.0

    /// Prepares a plugin; nothing is started until the first call.
    ///
    /// - Parameters:
    ///   - name: the plugin's name, as flows use it.
    ///   - executable: the program's path.
    ///   - timeout: the longest a call may take, in seconds (5 by default).
    ///   - allowedSecrets: secret answer paths the plugin may receive.
    ///   - startTimeout: how much longer the call that starts the program may take (10 s
    ///     by default).
    ///   - withheldVariables: environment variables left out of the program's environment
    ///     (none by default).
    ///   - startLimit: the most times the program is started (32 by default).
    public init(
        name: String, executable: String, timeout: Double = ProcessPlugin.defaultTimeout, allowedSecrets: [String] = [],
        startTimeout: Double = ProcessPlugin.defaultStartTimeout, withheldVariables: Set<String> = [],
        startLimit: Int = ProcessPlugin.defaultStartLimit
    ) {
        self.startLimit = startLimit
        self.withheldVariables = withheldVariables
        self.name = name
        self.executable = executable
        self.timeout = timeout
        self.allowedSecrets = Set(allowedSecrets)
        self.startTimeout = startTimeout
    }

    deinit { stop() }

    /// Stops the program (it is started again by the next call).
    public func stop() {
        state.withLock { state in
            state.process?.stop()
            state.process = nil
        }
    }

    /// The description `describe` read, once it has.
    var cachedDescription: PluginDescription? {
        get { state.withLock { $0.description } }
        set { state.withLock { $0.description = newValue } }
    }

    /// The choices kept for a request's parameters (as JSON text), if any.
    func cachedChoices(_ key: String) -> [Choice]? {
        state.withLock { $0.choices[key] }
    }

    /// Keeps `choices` for a request's parameters (as JSON text).
    func keepChoices(_ choices: [Choice], for key: String) {
        state.withLock { $0.choices[key] = choices }
    }

    /// Calls `method` and returns its `result`.
    ///
    /// - Parameters:
    ///   - method: the method's name (`describe`, `choices`, `validate`, `parse`,
    ///     `complete`, `default`).
    ///   - params: the request's parameters.
    /// - Returns: the response's `result` (`null` when it has none).
    /// - Throws: `ProcessPluginError`: `.cannotStart`, `.timedOut`, `.exited`,
    ///   `.malformedResponse`, `.reportedError`.
    public func call(_ method: String, params: [String: AnswerValue]) throws(ProcessPluginError) -> AnswerValue {
        let name = name
        let result: Result<AnswerValue, ProcessPluginError> = state.withLock { state in
            let isStarting = state.process == nil
            if isStarting {
                guard state.starts < startLimit else { return .failure(.startedTooOften(plugin: name, limit: startLimit)) }
                state.starts += 1
                do throws(PluginProcess.Failure) {
                    state.process = try PluginProcess(executable: executable, withholding: withheldVariables)
                } catch {
                    let reason: MessageText
                    if case .cannotStart(let text) = error { reason = text } else { reason = .verbatim("\(error)") }
                    return .failure(.cannotStart(plugin: name, executable: executable, reason: reason))
                }
            }
            guard let process = state.process else { return .failure(.exited(plugin: name, how: "it is not running")) }
            let id = state.nextID
            state.nextID += 1
            let request = AnswerValue.object(["id": .integer(id), "method": .string(method), "params": .object(params)])
            let line: String
            do throws(PluginProcess.Failure) {
                line = try process.call(
                    request.jsonText(pretty: false), timeout: timeout + (isStarting ? startTimeout : 0), awaited: awaited(method))
            } catch {
                state.process = nil
                switch error {
                case .timedOut: return .failure(.timedOut(plugin: name, seconds: timeout + (isStarting ? startTimeout : 0)))
                case .exited(let how): return .failure(.exited(plugin: name, how: how))
                case .lineTooLong: return .failure(.malformedResponse(plugin: name, problem: "a line longer than 4 MiB"))
                case .cannotStart(let reason): return .failure(.cannotStart(plugin: name, executable: executable, reason: reason))
                case .cancelled: return .failure(.cancelled(plugin: name))
                }
            }
            let response = Self.response(line, id: id, plugin: name)
            if case .failure(.malformedResponse) = response {
                // What it writes next cannot be trusted to match our requests.
                process.stop()
                state.process = nil
            }
            return response
        }
        return try result.get()
    }

    /// What a call of `method` is waiting for, as the spinner says it
    /// (`asking wizard-plugin-tz for choices`).
    func awaited(_ method: String) -> String {
        let program = executable.split(separator: "/").last.map(String.init) ?? executable
        let what =
            switch method {
            case "choices": "for choices"
            case "validate": "to check the answer"
            case "parse": "to read the answer"
            case "default": "for a default"
            case "complete": "for completions"
            case "describe": "what it provides"
            default: "(\(method))"
            }
        return "asking \(program) \(what)"
    }

    /// The `result` of a response line to request `id`, or why the line is not one.
    static func response(_ line: String, id: Int, plugin: String) -> Result<AnswerValue, ProcessPluginError> {
        func malformed(_ problem: String) -> Result<AnswerValue, ProcessPluginError> {
            .failure(.malformedResponse(plugin: plugin, problem: problem))
        }
        let node: JSONNode
        do {
            node = try JSONReader().read(Array(line.utf8))
        } catch {
            return malformed(ProcessPluginError.shortened(line) + " (expected one JSON object per line)")
        }
        guard case .object(let members) = node.toAnswerValue() else {
            return malformed(ProcessPluginError.shortened(line) + " (expected a JSON object)")
        }
        guard members["id"] == .integer(id) else {
            return malformed("a response whose id is not the request's")
        }
        if let error = members["error"] {
            let message: String
            if case .object(let fields) = error, let text = fields["message"]?.stringValue {
                message = text
            } else {
                message = error.stringValue ?? error.jsonText(pretty: false)
            }
            return .failure(.reportedError(plugin: plugin, message: ProcessPluginError.shortened(message)))
        }
        return .success(members["result"] ?? .null)
    }
}
