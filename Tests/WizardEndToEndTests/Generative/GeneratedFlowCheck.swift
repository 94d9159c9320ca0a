import Foundation
import WizardEngine
import WizardTestSupport
import WizardTools

/// Every run of one generated flow set through the real binary, and the properties each
/// run's output must have. `failures` collects what broke, one line per property.
struct GeneratedFlowCheck {
    let seed: UInt64
    let folder: TemporaryFolder
    let files: GeneratedFiles
    let lines: [String]
    var rng: SplitMix64
    var failures: [Failure] = []
    /// Exit statuses seen, for the summary.
    var statuses: [String: Int32] = [:]

    struct Failure: Sendable {
        /// A short name of the property that broke (the failure's class).
        var property: String
        var detail: String
    }

    static let documentedStatuses: Set<Int32> = [0, 1, 2, 3, 129, 130, 143]

    init(seed: UInt64) throws {
        self.seed = seed
        folder = try TemporaryFolder()
        try folder.write("data.txt", "data\n")
        try FileManager.default.createDirectory(atPath: folder.path("dir"), withIntermediateDirectories: true)
        var generator = FlowGenerator(seed: seed, folder: folder.url.path)
        files = generator.make(id: "g\(seed)")
        rng = generator.rng
        lines = InputScript.lines(for: files, rng: &rng, folder: folder.url.path)
        try folder.write("flow.json", files.root.json.text)
        for (path, flow) in files.imported { try folder.write(path, flow.json.text) }
    }

    var flowPath: String { folder.path("flow.json") }

    /// Whether the answers printed can be complete: no step leaves its answer out.
    var printsEveryAnswer: Bool { files.flowsByID.values.allSatisfy { $0.steps.allSatisfy(\.isStored) } }

    mutating func fail(_ property: String, _ detail: String) { failures.append(Failure(property: property, detail: detail)) }

    /// Runs `wizard` with the flow set's environment and a state folder of its own per `state`.
    mutating func run(
        _ name: String, _ arguments: [String], input: [String] = [], state: String? = nil, shellWords: String? = nil
    ) throws -> WizardProcess.Result {
        var environment = files.environment
        environment["XDG_STATE_HOME"] = folder.path("state-" + (state ?? name))
        let result = try WizardProcess.run(
            arguments, input: input.map { $0 + "\n" }.joined(), environment: environment, shellWords: shellWords)
        statuses[name] = result.status
        if result.isSignalled || !Self.documentedStatuses.contains(result.status) {
            fail(
                "\(name): killed by a signal or undocumented status",
                "\(result.isSignalled ? "signal" : "exit") \(result.status): wizard \(arguments.joined(separator: " "))\n\(Self.tail(result.stderr))"
            )
        }
        return result
    }

    mutating func expectStatus(_ name: String, _ result: WizardProcess.Result, in allowed: Set<Int32>) {
        guard !result.isSignalled, !allowed.contains(result.status) else { return }
        fail("\(name): exit \(result.status)", "expected one of \(allowed.sorted())\n\(Self.tail(result.stderr))")
    }

    /// The answers object printed by a run that exited 0, or nil (and a failure).
    mutating func answers(_ name: String, _ result: WizardProcess.Result) -> ParsedJSON? {
        guard let parsed = ParsedJSON.parse(result.stdout), parsed.isObject else {
            fail("\(name): output is not a JSON object", Self.tail(result.stdout))
            return nil
        }
        return parsed
    }

    // MARK: the runs

    mutating func check() throws {
        let validated = try run("validate", ["validate", flowPath])
        guard validated.status == 0 else {
            fail("validate: refused a generated flow", Self.tail(validated.stderr))
            return
        }
        // What validate accepts, the schema `wizard schema` prints accepts too.
        let schema = try JSONSchemaChecker(schemaText: FlowSchema.text)
        for (path, text) in [("root", files.root.json.text)] + files.imported.map({ ($0.path, $0.flow.json.text) }) {
            if try !schema.isValid(text: text) { fail("schema: refused a flow validate accepted", path) }
        }
        let piped = try run("piped", ["run", flowPath, "--explain"], input: lines)
        expectStatus("piped", piped, in: [0, 3, 130])
        var pipedAnswers: ParsedJSON?
        if piped.status == 0, let answers = answers("piped", piped) {
            pipedAnswers = answers
            checkExplainedAnswersPrinted(piped, answers)
            if rng.chance(0.35) { try checkEnvFormat(answers) }
        }
        let defaults = try run("defaults", ["run", flowPath, "--defaults", "--non-interactive"])
        expectStatus("defaults", defaults, in: [0, 3])
        if defaults.status == 0, answers("defaults", defaults) != nil {
            try checkRoundTrip("defaults", defaults)
        }
        if pipedAnswers != nil { try checkRoundTrip("piped", piped) }
        if piped.status == 0 || piped.status == 3 { try checkInterruptAndResume(piped) }
        if piped.status == 130 { try checkQuitAndResume(piped) }
        try checkFilledTemplate()
    }

    /// `--explain` names where each answer came from; every stored answer it names is printed.
    mutating func checkExplainedAnswersPrinted(_ result: WizardProcess.Result, _ answers: ParsedJSON) {
        let sections = result.stderr.components(separatedBy: "wizard: explain:\n")
        guard sections.count == 2, let explain = sections.last else {
            fail("piped: no --explain report", Self.tail(result.stderr))
            return
        }
        var answered = 0
        for line in explain.split(separator: "\n") where line.hasPrefix("  ") {
            let parts = line.dropFirst(2).components(separatedBy: ": ")
            guard parts.count >= 2, parts[1] == "answered", !parts[0].contains(" ") else { continue }
            answered += 1
            let path = parts[0].components(separatedBy: ".")
            guard let (step, stored) = files.step(at: path), stored, step.shape.isInput else { continue }
            if answers.value(at: path) == nil {
                fail("piped: an answered step is missing from the output", "\(parts[0]) (\(line))")
            }
        }
        if answered == 0 && answers.leafPaths.contains(where: { ![.array([]), .object([:])].contains(answers.value(at: $0)) }) {
            fail("piped: --explain names no answered step", Self.tail(result.stderr))
        }
    }

    /// `:quit` saves the session; `--resume` with the lines after it gives what the same
    /// lines without the `:quit` give.
    mutating func checkQuitAndResume(_ quit: WizardProcess.Result) throws {
        let prompts = Self.prompts(quit.stderr)
        let quitIndex = prompts.count - 1
        guard quitIndex >= 0, lines.indices.contains(quitIndex), lines[quitIndex] == ":quit",
            !prompts[..<quitIndex].contains(where: { $0.contains("Secret ") })
        else { return }
        var withoutQuit = lines
        withoutQuit.remove(at: quitIndex)
        let whole = try run("without quit", ["run", flowPath], input: withoutQuit)
        let resumed = try run("quit resume", ["run", flowPath, "--resume"], input: Array(lines[(quitIndex + 1)...]), state: "piped")
        if resumed.status != whole.status || resumed.stdout != whole.stdout {
            fail(
                "quit resume: answers differ from the run without :quit",
                "quit at prompt \(quitIndex + 1); exit \(resumed.status) vs \(whole.status)\nwithout quit:\n\(whole.stdout)\nresumed:\n\(resumed.stdout)\n\(Self.tail(resumed.stderr))"
            )
        }
    }

    /// `--format env` prints one NAME=value line per printed answer.
    mutating func checkEnvFormat(_ answers: ParsedJSON) throws {
        let result = try run("env", ["run", flowPath, "--format", "env"], input: lines)
        guard result.status == 0 else {
            fail("env: exit \(result.status) where the JSON run exited 0", Self.tail(result.stderr))
            return
        }
        var required: Set<String> = []
        var optional: Set<String> = []
        for path in envPaths(answers, at: []) {
            let name = "WIZARD_ANSWER_" + path.joined(separator: "_").uppercased().replacingOccurrences(of: "-", with: "_")
            if answers.value(at: path) == .array([]), let (step, _) = files.step(at: path), case .flow = step.shape {
                optional.insert(name)
            } else {
                required.insert(name)
            }
        }
        var printed: Set<String> = []
        for line in result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            guard let equals = line.firstIndex(of: "="),
                line[..<equals].allSatisfy({ $0 == "_" || $0.isUppercase || $0.isNumber }), !line[..<equals].isEmpty
            else {
                fail("env: a line is not NAME=value", String(line))
                continue
            }
            printed.insert(String(line[..<equals]))
        }
        if !required.isSubset(of: printed) || !printed.isSubset(of: required.union(optional)) {
            fail(
                "env: names differ from the JSON answers",
                "missing \(required.subtracting(printed).sorted()), extra \(printed.subtracting(required.union(optional)).sorted())")
        }
    }

    /// The answer paths `--format env` names: like `leafPaths`, but a `json` step's answer is
    /// one variable whatever its shape (`{}` too).
    func envPaths(_ value: ParsedJSON, at prefix: [String]) -> [[String]] {
        if !prefix.isEmpty, let (step, _) = files.step(at: prefix), case .json = step.shape { return [prefix] }
        switch value {
        case .object(let members):
            return members.flatMap { key, member in envPaths(member, at: prefix + [key]) }
        case .array(let items) where !items.isEmpty && items.allSatisfy(\.isObject):
            return items.enumerated().flatMap { index, item in envPaths(item, at: prefix + [String(index)]) }
        default:
            return [prefix]
        }
    }

    /// The answers a run printed, given back with `--answers --non-interactive` and the
    /// `--set` words its note gives for the answers the output leaves out (`store: false`),
    /// print the same; a run whose output holds every answer prints no such note.
    mutating func checkRoundTrip(_ name: String, _ result: WizardProcess.Result) throws {
        let printed = result.stdout
        let marker = "; to repeat this run from it, add: "
        let note = result.stderr.split(separator: "\n").first { $0.hasPrefix("wizard: note: the output leaves out ") }
        var words: String?
        if let note, let range = note.range(of: marker) { words = String(note[range.upperBound...]) }
        if printsEveryAnswer && note != nil {
            fail("\(name) round trip: a note about answers left out, though the flow stores every answer", String(note ?? ""))
        }
        if !printsEveryAnswer && note != nil && words == nil {
            fail("\(name) round trip: the note does not say what to add", String(note ?? ""))
        }
        // A secret's value is never shown, so such a run cannot be repeated from the note.
        if words?.contains("<secret>") == true { return }
        let file = try folder.write("\(name)-answers.json", printed)
        let again = try run(
            "\(name) round trip", ["run", flowPath, "--answers", file, "--non-interactive"], shellWords: words)
        if again.status != 0 {
            fail("\(name) round trip: exit \(again.status)", Self.tail(again.stderr))
        } else if again.stdout != printed {
            fail("\(name) round trip: different answers", "printed:\n\(printed)\nthen:\n\(again.stdout)")
        }
    }

    /// A SIGINT while a random prompt waits, then `--resume` with the rest of the lines,
    /// gives what the uninterrupted run gave.
    mutating func checkInterruptAndResume(_ whole: WizardProcess.Result) throws {
        let prompts = Self.prompts(whole.stderr)
        // Secrets typed before the interrupt are asked again on resume; stop before the first.
        let limit = prompts.firstIndex { $0.contains("Secret ") } ?? prompts.count
        guard limit > 0 else { return }
        let k = rng.int(limit)
        var environment = files.environment
        environment["XDG_STATE_HOME"] = folder.path("state-resume")
        let waiting = try InterruptibleRun(["run", flowPath], environment: environment)
        waiting.send(lines[..<k].map { $0 + "\n" }.joined())
        let reached = waiting.waitForStderr { Self.prompts($0).count > k }
        let interrupted = waiting.signal(SIGINT)
        guard reached else {
            fail("interrupt: prompt \(k + 1) never came", Self.tail(interrupted.stderr))
            return
        }
        guard interrupted.status == 130, !interrupted.isSignalled else {
            fail("interrupt: SIGINT gave exit \(interrupted.status)", Self.tail(interrupted.stderr))
            return
        }
        let resumed = try run("resume", ["run", flowPath, "--resume"], input: Array(lines[k...]), state: "resume")
        if resumed.status != whole.status || resumed.stdout != whole.stdout {
            fail(
                "resume: answers differ from the uninterrupted run",
                "interrupted at prompt \(k + 1) (\(prompts[k])); exit \(resumed.status)\nuninterrupted:\n\(whole.stdout)\nresumed:\n\(resumed.stdout)\n\(Self.tail(resumed.stderr))"
            )
        }
    }

    /// `wizard template` filled with valid values is accepted by `check` and by a
    /// non-interactive run, and every answer given for a step the run reaches is printed.
    mutating func checkFilledTemplate() throws {
        let template = try run("template", ["template", flowPath])
        guard template.status == 0, let skeleton = answers("template", template) else {
            fail("template: exit \(template.status)", Self.tail(template.stderr))
            return
        }
        let filled = fill(skeleton, flow: files.root)
        let file = try folder.write("filled.json", filled.text)
        let checked = try run("check", ["check", flowPath, "--answers", file])
        expectStatus("check", checked, in: [0, 3])
        let ran = try run("filled", ["run", flowPath, "--answers", file, "--non-interactive"])
        expectStatus("filled", ran, in: [0, 3])
        if (checked.status == 0) != (ran.status == 0) {
            fail(
                "check: disagrees with the run",
                "check exit \(checked.status), run exit \(ran.status)\n\(Self.tail(checked.stderr))\n\(Self.tail(ran.stderr))")
        }
        guard printsEveryAnswer else { return }
        guard ran.status == 0, let printed = answers("filled", ran) else {
            fail("filled template: refused", "\(filled.text)\n\(Self.tail(ran.stderr))")
            return
        }
        let unused = Set(
            checked.stderr.split(separator: "\n").compactMap { line -> String? in
                guard line.contains(": unused answer") else { return nil }
                return line.components(separatedBy: ": ").dropFirst(2).first
            })
        for path in filled.parsed.leafPaths {
            let dotted = path.joined(separator: ".")
            guard !unused.contains(where: { dotted == $0 || dotted.hasPrefix($0 + ".") }) else { continue }
            let given = filled.parsed.value(at: path)
            if printed.value(at: path) != given {
                fail("filled template: an answer given is missing or changed", "\(dotted): gave \(String(describing: given))")
            }
        }
    }

    /// The template's skeleton with every null (and some defaults) replaced by a valid answer
    /// of its step, and a repeat given at least its `min` items.
    mutating func fill(_ skeleton: ParsedJSON, flow: GeneratedFlow) -> GenJSON {
        guard case .object(let members) = skeleton else { return Self.json(skeleton) }
        var out: [GenJSON.Member] = []
        for key in members.keys.sorted() {
            guard let value = members[key], let step = flow.steps.first(where: { $0.id == key }) else {
                out.append(.init(key: key, value: Self.json(members[key] ?? .null)))
                continue
            }
            if case .flow(let call) = step.shape, let sub = files.flowsByID[call.flowID] {
                if let repeating = call.repeating, case .array(let items) = value {
                    var filledItems = items.map { fill($0, flow: sub) }
                    while filledItems.count < (repeating.min ?? 0), let first = filledItems.first { filledItems.append(first) }
                    out.append(.init(key: key, value: .array(filledItems)))
                } else {
                    out.append(.init(key: key, value: fill(value, flow: sub)))
                }
            } else if value == .null || rng.chance(0.3), !step.validAnswers.isEmpty {
                // Nulls must be filled; a literal default may be replaced by another valid answer.
                out.append(.init(key: key, value: rng.pick(step.validAnswers)))
            } else {
                out.append(.init(key: key, value: Self.json(value)))
            }
        }
        return .object(out)
    }

    static func json(_ value: ParsedJSON) -> GenJSON {
        switch value {
        case .string(let s): return .string(s)
        case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? .int(Int(d)) : .double(d)
        case .bool(let b): return .bool(b)
        case .null: return .null
        case .array(let items): return .array(items.map(json))
        case .object(let members): return .object(members.keys.sorted().map { .init(key: $0, value: json(members[$0] ?? .null)) })
        }
    }

    /// The prompts a plain run showed, in order (each consumed one input line).
    static func prompts(_ stderr: String) -> [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("? ") }.map(String.init)
    }

    static func tail(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.suffix(12).map { $0.count > 300 ? $0.prefix(300) + "…" : $0 }.joined(separator: "\n")
    }
}
