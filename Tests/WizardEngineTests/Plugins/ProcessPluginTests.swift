import Foundation
import Testing
import WizardEngine
import WizardTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Process plugins end to end: a real program (`probe`, below) started by
/// `ProcessPlugin`, registered in a `PluginRegistry` and called by the engine. Each case
/// names the misbehaviour it would catch: a refusal, a hang, a crash, garbage or an
/// error must each be one refusal naming the plugin, the state unchanged, and the next
/// input must work (the plugin is started again).
@Suite struct ProcessPluginTests {
    /// The test plugin: `word` (parse, complete, default), validator `even`, choices
    /// `colors` and `seen` (the answer paths it received). Special inputs misbehave.
    static let probe = #"""
        #!/usr/bin/env python3
        import json, sys, time
        SLOW_START
        def flat(prefix, value, out):
            if isinstance(value, dict):
                for k, v in value.items():
                    flat(prefix + k + ".", v, out)
            else:
                out.append(prefix[:-1])
        for line in sys.stdin:
            request = json.loads(line)
            i, method, p = request["id"], request["method"], request.get("params", {})
            def reply(**fields):
                sys.stdout.write(json.dumps(dict(id=i, **fields)) + "\n")
                sys.stdout.flush()
            if method == "describe":
                reply(result={"name": "probe", "version": "2",
                              "types": [{"name": "word", "complete": True, "default": True}],
                              "validators": ["even"], "choices": ["colors", "seen"]})
            elif method == "choices" and p["method"] == "colors":
                reply(result=["red", {"value": "green", "label": "Green", "help": "like grass"}])
            elif method == "choices":
                out = []
                flat("", p["answers"], out)
                reply(result=sorted(out) + ["step:" + p["step"]])
            elif method == "validate":
                v = p["value"]
                reply(result={"valid": True} if v % 2 == 0 else {"valid": False, "reason": f"{v} is odd"})
            elif method == "parse":
                t = p["input"]
                if t == "hang":
                    time.sleep(30)
                elif t == "crash":
                    sys.exit(7)
                elif t == "garbage":
                    print("this is not JSON", flush=True)
                elif t == "wrong-id":
                    sys.stdout.write(json.dumps({"id": i + 100, "result": {"valid": True}}) + "\n")
                    sys.stdout.flush()
                elif t == "error":
                    reply(error={"message": "the word list is offline"})
                elif t == "bad":
                    reply(result={"valid": False, "reason": "'bad' is not a word"})
                elif t == "odd-shape":
                    reply(result={"accepted": True})
                else:
                    reply(result={"valid": True, "value": t.upper()})
            elif method == "complete":
                reply(result=[w for w in ["apple", "apricot", "banana"] if w.startswith(p["prefix"])])
            elif method == "default":
                reply(result="apple")
        """#

    /// A folder holding the probe (and a slow-starting copy), removed at the end.
    final class Probe {
        let folder: TemporaryFolder
        var path: String { folder.path + "/wizard-plugin-probe" }
        var slowPath: String { folder.path + "/wizard-plugin-slow" }

        init() throws {
            folder = try TemporaryFolder()
            try folder.write("wizard-plugin-probe", ProcessPluginTests.probe.replacingOccurrences("SLOW_START", "pass"))
            try folder.write("wizard-plugin-slow", ProcessPluginTests.probe.replacingOccurrences("SLOW_START", "time.sleep(0.5)"))
            chmod(path, 0o755)
            chmod(slowPath, 0o755)
        }

        deinit { folder.remove() }
    }

    static func engine(
        _ steps: String, probe: Probe, timeout: Double = 5, allowedSecrets: [String] = []
    ) throws -> (Engine, ProcessPlugin) {
        let plugin = ProcessPlugin(name: "probe", executable: probe.path, timeout: timeout, allowedSecrets: allowedSecrets)
        var registry = PluginRegistry()
        try plugin.register(in: &registry)
        let result = FlowLoader().load(string: #"{"id": "f", "steps": ["# + steps + "]}", name: "f.json")
        let catalog = try #require(result.catalog, "\(DiagnosticRenderer.render(result.diagnostics))")
        return (Engine(catalog: catalog, plugins: registry), plugin)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var steps: String
        var lines: [String]
        var refusals: [String]
        var output: String?
        var timeout = 5.0
        var allowedSecrets: [String] = []
    }

    static let word = #"{"id": "w", "type": "probe.word", "prompt": "Word"}"#
    static let failed = "the step type 'probe.word' failed: plugin 'probe' "

    static let cases: [Case] = [
        Case(
            testDescription: "parse: the plugin's value is the answer", steps: word, lines: ["pear"], refusals: [], output: #"{"w":"PEAR"}"#
        ),
        Case(
            testDescription: "parse: a refusal is the plugin's reason, then a valid line is accepted", steps: word,
            lines: ["bad", "pear"], refusals: ["'bad' is not a word"], output: #"{"w":"PEAR"}"#),
        Case(
            testDescription: "a call that hangs times out, the plugin is stopped and started again", steps: word,
            lines: ["hang", "pear"], refusals: [failed + "did not answer within 0.5 s and was stopped"], output: #"{"w":"PEAR"}"#,
            timeout: 0.5),
        Case(
            testDescription: "a plugin that exits is named with its status, and started again", steps: word,
            lines: ["crash", "pear"], refusals: [failed + "ended without answering: it exited with status 7"],
            output: #"{"w":"PEAR"}"#),
        Case(
            testDescription: "a line that is not JSON is named, shown escaped", steps: word, lines: ["garbage", "pear"],
            refusals: [failed + "wrote something that is not a response: 'this is not JSON' (expected one JSON object per line)"],
            output: #"{"w":"PEAR"}"#),
        Case(
            testDescription: "a response to another request is refused", steps: word, lines: ["wrong-id", "pear"],
            refusals: [failed + "wrote something that is not a response: a response whose id is not the request's"],
            output: #"{"w":"PEAR"}"#),
        Case(
            testDescription: "an error response carries the plugin's message", steps: word, lines: ["error"],
            refusals: [failed + "reported an error: 'the word list is offline'"], output: nil),
        Case(
            testDescription: "a result of the wrong shape is named", steps: word, lines: ["odd-shape"],
            refusals: [
                failed + #"wrote something that is not a response: parse: expected {"valid": true} or {"valid": false, "reason": ...}"#
            ],
            output: nil),
        Case(
            testDescription: "empty input takes the computed default, parsed", steps: word, lines: [""], refusals: [],
            output: #"{"w":"APPLE"}"#),
        Case(
            testDescription: "a process validator refuses with its reason, then accepts",
            steps: #"{"id": "n", "type": "integer", "prompt": "N", "validate": {"plugin": "probe.even"}}"#,
            lines: ["3", "4"], refusals: ["3 is odd"], output: #"{"n":4}"#),
        Case(
            testDescription: "choices computed when the step is reached; picked by number",
            steps: #"{"id": "c", "type": "select", "prompt": "C", "choices": {"plugin": "probe", "method": "colors"}}"#,
            lines: ["blue", "2"], refusals: ["expected a number from 1 to 2 or one of red, green, found 'blue'"],
            output: #"{"c":"green"}"#),
        Case(
            testDescription: "a secret answer is not sent to the plugin unless the flow allows it",
            steps: #"{"id": "user", "type": "text", "prompt": "U"}, {"id": "token", "type": "secret", "prompt": "T"},"#
                + #"{"id": "c", "type": "select", "prompt": "C", "choices": {"plugin": "probe", "method": "seen"}}"#,
            lines: ["ann", "hunter2", "token"], refusals: ["expected a number from 1 to 2 or one of user, step:c, found 'token'"],
            output: nil),
        Case(
            testDescription: "a secret answer the flow allows is sent",
            steps: #"{"id": "user", "type": "text", "prompt": "U"}, {"id": "token", "type": "secret", "prompt": "T"},"#
                + #"{"id": "c", "type": "select", "prompt": "C", "choices": {"plugin": "probe", "method": "seen"}}"#,
            lines: ["ann", "hunter2", "token"], refusals: [], output: #"{"user":"ann","token":"hunter2","c":"token"}"#,
            allowedSecrets: ["token"]),
        Case(
            testDescription: "a validator on a secret step is not called unless the flow allows it",
            steps: #"{"id": "pin", "type": "secret", "prompt": "P", "validate": {"plugin": "probe.even"}}"#,
            lines: ["4"],
            refusals: [
                "the validator 'probe.even' failed: plugin 'probe' may not receive the secret answer pin; list it in the flow's plugins.probe.secrets to allow it"
            ],
            output: nil),
    ]

    @Test(arguments: cases)
    func protocolThroughTheEngine(_ c: Case) throws {
        let probe = try Probe()
        let (engine, plugin) = try Self.engine(c.steps, probe: probe, timeout: c.timeout, allowedSecrets: c.allowedSecrets)
        defer { plugin.stop() }
        var state = WizardState()
        _ = engine.start(&state)
        var refusals: [String] = []
        for line in c.lines {
            let before = state
            let outcome = engine.handle(.answer(line), in: &state)
            for case .refused(.invalidAnswer(_, let reason)) in outcome.notices {
                refusals.append(reason)
                #expect(state == before, "a refusal changed the state")
            }
        }
        #expect(refusals == c.refusals)
        #expect(state.isCompleted == (c.output != nil))
        if let output = c.output { #expect(engine.answers(of: state).jsonText(pretty: false) == output) }
    }

    @Test("the prompt shows the plugin's choices with labels, its completions and its computed default")
    func prompts() throws {
        let probe = try Probe()
        let (engine, plugin) = try Self.engine(
            Self.word + #", {"id": "c", "type": "select", "prompt": "C", "choices": {"plugin": "probe", "method": "colors"}}"#,
            probe: probe)
        defer { plugin.stop() }
        var state = WizardState()
        guard case .asking(let first) = engine.start(&state).status else { throw Failure("not asking") }
        #expect(first.defaultText == "APPLE")
        #expect(first.completions == ["apple", "apricot", "banana"])
        #expect(engine.completions(for: "ap", in: state) == ["apple", "apricot"])
        guard case .asking(let second) = engine.handle(.answer("kiwi"), in: &state).status else { throw Failure("not asking") }
        #expect(second.choices.map(\.label) == ["red", "Green"])
        #expect(second.completions == ["red", "green"])
    }

    @Test("a plugin slow to start is waited for; describe reports what it provides")
    func slowStart() throws {
        let probe = try Probe()
        let plugin = ProcessPlugin(name: "slow", executable: probe.slowPath, timeout: 5)
        defer { plugin.stop() }
        let description = try plugin.describe()
        #expect(
            description
                == PluginDescription(
                    name: "probe", version: "2", stepTypes: [.init(name: "word", completes: true, hasDefault: true)],
                    validators: ["even"], choices: ["colors", "seen"]))
    }

    // Bug caught: a plugin written a moment ago, still open for writing somewhere in this
    // process, failing the run with "Text file busy" instead of starting once it is closed
    // (held 20 ms here; the retries wait up to half a second).
    @Test("a plugin busy being written is started once the writer closes it")
    func busyExecutableIsStartedOnceClosed() throws {
        let probe = try Probe()
        let writer = open(probe.path, O_WRONLY | O_APPEND | O_CLOEXEC)
        try #require(writer >= 0)
        // A thread of its own: the test runner's shared threads may all be busy.
        Thread {
            usleep(20_000)
            close(writer)
        }.start()
        let plugin = ProcessPlugin(name: "probe", executable: probe.path, timeout: 5)
        defer { plugin.stop() }
        #expect(try plugin.describe().name == "probe")
    }

    @Test("a missing executable is one line naming the plugin and the path")
    func cannotStart() {
        let plugin = ProcessPlugin(name: "ghost", executable: "/nonexistent/wizard-plugin-ghost")
        #expect(
            throws: ProcessPluginError.cannotStart(
                plugin: "ghost", executable: "/nonexistent/wizard-plugin-ghost", reason: MessageText(.fsNoSuchFile))
        ) {
            try plugin.describe()
        }
    }

    @Test("a flow naming what the plugin does not provide is told what it does provide")
    func notProvided() throws {
        let probe = try Probe()
        let plugin = ProcessPlugin(name: "probe", executable: probe.path)
        defer { plugin.stop() }
        let description = try plugin.describe()
        let use = ProcessPluginUse(plugin: "probe", member: .validator("odd"), location: SourceLocation(file: "f.json", line: 1, column: 1))
        #expect(use.problem(with: description)?.description == "plugin 'probe' provides no validator 'odd' (it provides: even)")
        #expect(ProcessPluginUse(plugin: "probe", member: .choices("colors"), location: use.location).problem(with: description) == nil)
    }

    @Test("the loader accepts PLUGIN.MEMBER names and plugin choices, and lists them as process plugin uses")
    func uses() throws {
        let json = #"""
            {"id": "f", "plugins": {"probe": {"path": "bin/probe", "secrets": ["t"], "timeout": 2}}, "steps": [
              {"id": "w", "type": "probe.word", "prompt": "W", "extra": 1},
              {"id": "n", "type": "integer", "prompt": "N", "validate": {"plugin": "probe.even"}},
              {"id": "c", "type": "select", "prompt": "C", "choices": {"plugin": "git", "method": "remotes"}, "default": "origin"}
            ]}
            """#
        let result = FlowLoader().load(string: json, name: "f.json")
        let catalog = try #require(result.catalog, "\(DiagnosticRenderer.render(result.diagnostics))")
        #expect(
            ProcessPluginUse.all(in: catalog).map { "\($0.plugin) \($0.member)" } == [
                "probe stepType(\"word\")", "probe validator(\"even\")", "git choices(\"remotes\")",
            ])
        #expect(catalog.root?.plugins.map(\.name) == ["probe"])
        #expect(catalog.root?.plugins.first?.path == "bin/probe")
        #expect(catalog.root?.plugins.first?.secrets == ["t"])
        #expect(catalog.root?.plugins.first?.timeoutSeconds == 2)
    }

    struct LoadCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var json: String
        var rendered: String
    }

    static let loadCases = [
        LoadCase(
            testDescription: "a plugin path must stay relative",
            json: #"{"id": "f", "plugins": {"x": "/bin/sh"}, "steps": [{"id": "a", "type": "text", "prompt": "A"}]}"#,
            rendered: "f.json:1:30: error: a plugin path must be relative to the flow's folder, found '/bin/sh' (at plugins.x)"),
        LoadCase(
            testDescription: "an unknown key of a declaration, with a suggestion",
            json: #"{"id": "f", "plugins": {"x": {"secret": []}}, "steps": [{"id": "a", "type": "text", "prompt": "A"}]}"#,
            rendered: "f.json:1:31: error: unknown key 'secret' in plugin (at plugins.x.secret); did you mean 'secrets'?"),
        LoadCase(
            testDescription: "plugin choices need a method",
            json: #"{"id": "f", "steps": [{"id": "a", "type": "select", "prompt": "A", "choices": {"plugin": "git"}}]}"#,
            rendered: "f.json:1:79: error: missing required key 'method' in choices (at steps[0].choices)"),
        LoadCase(
            testDescription: "a bare unknown type is still an error (only PLUGIN.TYPE names a process plugin)",
            json: #"{"id": "f", "steps": [{"id": "a", "type": "probe", "prompt": "A"}]}"#,
            rendered: "f.json:1:43: error: unknown step type 'probe' (at steps[0].type)"),
    ]

    @Test(arguments: loadCases)
    func loadErrors(_ c: LoadCase) {
        let result = FlowLoader().load(string: c.json, name: "f.json")
        #expect(result.catalog == nil)
        #expect(DiagnosticRenderer.render(result.diagnostics) == c.rendered)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
