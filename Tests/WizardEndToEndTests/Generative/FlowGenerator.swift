import WizardTestSupport

/// Makes a random valid flow set from a seed: a root file with steps of every type, inline
/// and imported sub-flows (pushed, sheets, covers, repeats), `when`, `next` (loops too),
/// defaults of every JSON type, validation rules and `env` pre-answers.
struct FlowGenerator {
    var rng: SplitMix64
    /// The folder the files are written to (absolute), where `data.txt` and `dir/` exist.
    let folder: String
    /// Answers of the flows around the one being made, as `parent` and `root`, for `when`.
    var enclosing: [(prefix: String, steps: [GeneratedStep])] = []
    private var flowNumber = 0
    private var envNumber = 0
    private var environment: [String: String] = [:]
    /// Sub-flows by file: index 0 is the root file, then `importedPaths` in order.
    private var inlineByFile: [[GeneratedFlow]] = [[]]
    private var importsByFile: [[String]] = [[]]
    private var topByFile: [GeneratedFlow?] = [nil]
    private var importedPaths: [String] = []
    private var flowsByID: [String: GeneratedFlow] = [:]

    static let maximumDepth = 2

    init(seed: UInt64, folder: String) {
        rng = SplitMix64(seed: seed)
        self.folder = folder
    }

    /// Whether most input steps get a default (so `--defaults` runs often complete).
    private var prefersDefaults = false
    /// Whether steps may leave their answer out of the output (`store: false`).
    private var dropsAnswers = false

    /// Makes the flow set of `seed`.
    mutating func make(id: String) -> GeneratedFiles {
        if rng.chance(0.5) { environment["GEN_FLAG"] = "1" }
        prefersDefaults = rng.chance(0.4)
        dropsAnswers = rng.chance(0.25)
        var root = makeFlow(id: id, depth: 0, file: 0)
        if rng.chance(0.5) { root.title = "Gen \(id)" }
        if rng.chance(0.3) { root.description = "A generated flow" }
        root.hasToolKeys = rng.chance(0.3)
        root.inlineFlows = inlineByFile[0]
        root.imports = importsByFile[0]
        var imported: [(path: String, flow: GeneratedFlow)] = []
        for (offset, path) in importedPaths.enumerated() {
            guard var top = topByFile[offset + 1] else { continue }
            top.inlineFlows = inlineByFile[offset + 1]
            top.imports = importsByFile[offset + 1]
            imported.append((path, top))
        }
        flowsByID[id] = root
        return GeneratedFiles(
            root: root, imported: imported, flowsByID: flowsByID, environment: environment)
    }

    private mutating func makeFlow(id: String, depth: Int, file: Int) -> GeneratedFlow {
        let count = depth == 0 ? 3 + rng.int(6) : 1 + rng.int(4)
        var steps: [GeneratedStep] = []
        for index in 0..<count {
            var kind = rng.weighted(StepShape.Kind.allCases, weight: \.weight)
            if kind == .flow && depth >= Self.maximumDepth { kind = .text }
            let stepID = "s\(index)"
            var step =
                kind == .flow
                ? makeFlowStep(id: stepID, earlier: steps, depth: depth, file: file)
                : makeInputStep(kind, id: stepID, earlier: steps)
            if prefersDefaults, step.shape.isInput, step.defaultValue == nil, let first = step.validAnswers.first {
                step.defaultValue = first
            }
            if rng.chance(0.25) { step.when = whenExpression(earlier: steps) }
            if dropsAnswers && rng.chance(0.3) { step.store = false }
            if step.shape.isInput && rng.chance(0.15) {
                envNumber += 1
                step.env = "GEN_E\(envNumber)"
                let plain = step.validLines.filter { !$0.hasPrefix(":") && !$0.hasPrefix("~") }
                if rng.chance(0.6), !plain.isEmpty {
                    environment[step.env ?? ""] = rng.pick(plain)
                } else if rng.chance(0.3), let bad = step.invalidLines.filter({ !$0.isEmpty }).first {
                    environment[step.env ?? ""] = bad
                }
            }
            steps.append(step)
        }
        for index in steps.indices where rng.chance(0.25) { assignNext(&steps, at: index) }
        if rng.chance(0.3) { appendAgainLoop(&steps) }
        let flow = GeneratedFlow(id: id, steps: steps)
        flowsByID[id] = flow
        return flow
    }

    /// A `next`: a forward jump, `$end`, or a map from answers to targets where an answer
    /// other than the default may loop back (the default never does, so `--defaults` ends).
    private mutating func assignNext(_ steps: inout [GeneratedStep], at index: Int) {
        let forward = steps.indices.filter { $0 > index }.map { steps[$0].id } + ["$end"]
        var step = steps[index]
        let keyOf: (GenJSON) -> String? = { value in
            switch value {
            case .bool(let b): return b ? "true" : "false"
            case .int(let i): return String(i)
            case .string(let s) where !s.contains("{{"): return s
            default: return nil
            }
        }
        let mappable: Bool = {
            switch step.shape {
            case .confirm, .select, .integer: return step.env == nil
            default: return false
            }
        }()
        if mappable, rng.chance(0.6), let fallback = step.defaultValue.flatMap(keyOf) {
            var members: [GenJSON.Member] = [.init(key: fallback, value: .string(rng.pick(forward)))]
            let others = step.validAnswers.filter { keyOf($0) != fallback }
            if let other = others.first, let key = keyOf(other) {
                let loops = rng.chance(0.5)
                let target = loops ? steps[rng.int(Self.loopTargetLimit(steps, before: index) + 1)].id : rng.pick(forward)
                members.append(.init(key: key, value: .string(target)))
                if loops {
                    step.validAnswers.removeAll { keyOf($0) == key }
                    let start = steps.firstIndex { $0.id == target } ?? index
                    referToLoop(&steps, from: start, before: index, looping: step, answer: other)
                }
            }
            if rng.chance(0.4) { members.append(.init(key: "*", value: .string(rng.pick(forward)))) }
            step.next = .object(members)
        } else {
            step.next = .string(rng.pick(forward))
        }
        steps[index] = step
    }

    /// A last "again?" question whose yes loops back to a random step (the usual way a
    /// flow asks for more of the same); its default, no, ends the flow.
    private mutating func appendAgainLoop(_ steps: inout [GeneratedStep]) {
        guard !steps.isEmpty else { return }
        let index = steps.count
        var again = GeneratedStep(id: "s\(index)", shape: .confirm, prompt: "Again s\(index)?")
        again.defaultValue = .bool(false)
        again.validAnswers = [.bool(false)]
        again.validLines = ["y", "yes", "n", "no", "true", "false", "Y", "No"]
        again.invalidLines = ["maybe", "2"]
        let target = rng.int(min(Self.loopTargetLimit(steps, before: index), index - 1) + 1)
        again.next = .object([.init(key: "true", value: .string(steps[target].id))])
        referToLoop(&steps, from: target, before: index, looping: again, answer: .bool(true))
        steps.append(again)
    }

    /// The last step a loop from the step at `index` may go back to: none after a step
    /// with a `next` rule, which could jump past it. One pass through the printed answers
    /// reaches the loop's target only then, so they give themselves back through
    /// `--answers` (docs/navigation.md).
    static func loopTargetLimit(_ steps: [GeneratedStep], before index: Int) -> Int {
        steps[..<index].firstIndex { $0.next != nil } ?? index
    }

    /// Sometimes makes a step of a loop's later passes depend on the looping answer: its
    /// `when` reads the looping step, which comes after it, so only a pass after the loop
    /// could see an earlier pass's answer there (docs/navigation.md: a new pass clears it).
    private mutating func referToLoop(
        _ steps: inout [GeneratedStep], from start: Int, before end: Int, looping step: GeneratedStep, answer: GenJSON
    ) {
        guard rng.chance(0.5), start < end else { return }
        switch (step.shape, answer) {
        case (.confirm, .bool), (.integer, .int): break
        default: return
        }
        let j = start + rng.int(end - start)
        let atom = "\(step.id) == \(answer.text)"
        steps[j].when = steps[j].when.map { "(\($0)) || \(atom)" } ?? atom
    }

    /// A `flow` step: pushed, a sheet or a cover, maybe a repeat; the sub-flow is a new one
    /// (inline, or in an imported file) or one an earlier step of this flow calls too.
    private mutating func makeFlowStep(id: String, earlier: [GeneratedStep], depth: Int, file: Int) -> GeneratedStep {
        let present: String? = rng.chance(0.4) ? nil : rng.pick(["push", "sheet", "cover"])
        var repeating: FlowCall.Repeat?
        if rng.chance(0.3) {
            let minimum = rng.int(3)
            let maximum: Int? = rng.chance(0.4) ? nil : max(1, minimum + rng.int(3))
            repeating = .init(prompt: "More \(id)?", min: rng.chance(0.8) ? minimum : nil, max: maximum)
        }
        let reusable = earlier.compactMap { step -> String? in
            if case .flow(let call) = step.shape { return call.flowID }
            return nil
        }
        let flowID: String
        if let reused = reusable.first, rng.chance(0.3) {
            flowID = reused
        } else {
            flowNumber += 1
            flowID = "f\(flowNumber)"
            let saved = enclosing
            enclosing = [("parent", earlier)] + (depth == 0 ? [("root", earlier)] : enclosing.filter { $0.prefix == "root" })
            if rng.chance(0.35) {
                let path = (file == 0 ? "lib/" : "") + "\(flowID).json"
                importedPaths.append(file == 0 ? path : "lib/" + path)
                importsByFile[file].append(path)
                inlineByFile.append([])
                importsByFile.append([])
                topByFile.append(nil)
                let newFile = inlineByFile.count - 1
                topByFile[newFile] = makeFlow(id: flowID, depth: depth + 1, file: newFile)
            } else {
                inlineByFile[file].append(makeFlow(id: flowID, depth: depth + 1, file: file))
            }
            enclosing = saved
        }
        return GeneratedStep(id: id, shape: .flow(FlowCall(flowID: flowID, present: present, repeating: repeating)))
    }
}

extension SplitMix64 {
    /// A number in `0..<upperBound`.
    mutating func int(_ upperBound: Int) -> Int { Int(next() % UInt64(upperBound)) }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() % 1_000_000) < p * 1_000_000 }

    mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }

    mutating func weighted<T>(_ items: [T], weight: (T) -> Int) -> T {
        var roll = int(items.map(weight).reduce(0, +))
        for item in items {
            roll -= weight(item)
            if roll < 0 { return item }
        }
        return items[0]
    }
}
