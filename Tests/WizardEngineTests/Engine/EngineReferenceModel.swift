@testable import WizardEngine

/// A generated flow, kept as plain data so the reference model reads it without the
/// engine's types: the engine gets `Flow`s built from it.
struct GenFlow {
    enum Kind {
        case text(required: Bool, defaultValue: String?)
        case confirm(defaultValue: Bool?)
        case select(defaultValue: String?)  // choices a, b, c
        case integer(defaultValue: Int?)  // 0...9
        case message
        case flow(sub: String, presentation: Presentation, repetition: (min: Int, max: Int?)?)
    }
    enum Next { case step(String), end, loopOnTrue(String) }
    struct Step {
        var id: String
        var kind: Kind
        var whenConfirm: String?  // `when: "<id> == true"`
        var next: Next?
        var isStored = true
    }
    var id: String
    var steps: [Step]

    static let choices = ["a", "b", "c"]

    var engineFlow: Flow {
        Flow(
            id: FlowID(id),
            steps: steps.map { g in
                var step: WizardEngine.Step
                switch g.kind {
                case .text(let required, let value): step = Build.text(StepID(g.id), required: required, default: value)
                case .confirm(let value): step = Build.confirm(StepID(g.id), default: value)
                case .select(let value): step = Build.select(StepID(g.id), Self.choices, default: value)
                case .integer(let value): step = Build.integer(StepID(g.id), min: 0, max: 9, default: value)
                case .message: step = Build.message(StepID(g.id), "note \(g.id)")
                case .flow(let sub, let presentation, let repetition):
                    step = Build.flow(
                        StepID(g.id), FlowID(sub), presentation, repeat: repetition.map { Repetition(min: $0.min, max: $0.max) })
                }
                step.when = g.whenConfirm.map { Build.expression("\($0) == true") }
                switch g.next {
                case nil: break
                case .step(let id): step.next = Build.to(id)
                case .end: step.next = Build.to("$end")
                case .loopOnTrue(let id): step.next = Build.branches(["true": id])
                }
                step.isStored = g.isStored
                return step
            })
    }
}

/// A naive model of the engine (docs/writing-flows.md): a log of events (entries, sub-flow ends,
/// repeat counts, loops). Entries of a completed sheet or cover stay in the log, marked closed.
/// Going back truncates the log after the new top; the live answers are a fold of the
/// log. Forward movement is a straightforward walk of the generated flows.
///
/// A `next` rule that leads back to a step (at or before the one it follows) starts a new
/// pass: the latest pass wins, wholly (docs/navigation.md). The log then holds a `newPass`
/// event naming the steps from the target to the end of that flow, and the fold forgets
/// every answer, sub-flow end and repeat count at or under those steps' paths.
struct EngineReferenceModel {
    struct Frame: Equatable {
        var step: String, flow: String, item: Int?, presentation: Presentation, instance: Int
    }
    struct Entry {
        var path: String, flow: String, index: Int, frames: [Frame], question: Int?
        var answer: AnswerValue?
        var isClosed = false
    }
    enum Event {
        case entry(Entry)
        case done(String)
        case count(String, Int)
        /// A loop reached these step paths again: what was given at or under them is gone.
        case newPass([String])
    }
    enum Status: Equatable { case asking, completed, refused }

    let flows: [String: GenFlow]
    var log: [Event] = []
    var nextInstance = 0
    var isCompleted = false

    init(flows: [GenFlow]) {
        self.flows = Dictionary(uniqueKeysWithValues: flows.map { ($0.id, $0) })
    }

    // MARK: Observations

    var visible: [(logIndex: Int, entry: Entry)] {
        log.indices.compactMap { i in
            if case .entry(let e) = log[i], !e.isClosed { (i, e) } else { nil }
        }
    }

    /// Paths and styles of the stack: an entry is modal when it is the first visible entry
    /// of its innermost sheet or cover instance.
    var stack: [(path: String, style: RouteStyle)] {
        var seen = Set<Int>()
        return visible.map { item in
            var style = RouteStyle.push
            if let modal = item.entry.frames.last(where: { $0.presentation != .push }), !seen.contains(modal.instance) {
                seen.insert(modal.instance)
                style = modal.presentation == .sheet ? .sheet : .cover
            }
            return (item.entry.path, style)
        }
    }

    var live: (answers: [String: AnswerValue], done: Set<String>, counts: [String: Int]) {
        var answers: [String: AnswerValue] = [:]
        var done = Set<String>()
        var counts: [String: Int] = [:]
        for event in log {
            switch event {
            case .entry(let e): if e.question == nil, let a = e.answer { answers[e.path] = a }
            case .done(let p): done.insert(p)
            case .count(let p, let n): counts[p] = n
            case .newPass(let paths):
                func isGone(_ key: String) -> Bool { paths.contains { key == $0 || key.hasPrefix($0 + ".") } }
                answers = answers.filter { !isGone($0.key) }
                done = done.filter { !isGone($0) }
                counts = counts.filter { !isGone($0.key) }
            }
        }
        return (answers, done, counts)
    }

    /// The expected output JSON.
    var outputJSON: String {
        let state = live
        func object(_ flowID: String, _ prefix: String) -> String {
            var members: [String] = []
            for step in flows[flowID]?.steps ?? [] where step.isStored {
                let path = join(prefix, step.id)
                switch step.kind {
                case .message: continue
                case .flow(let sub, _, let repetition):
                    guard state.done.contains(path) else { continue }
                    if repetition != nil {
                        let n = state.counts[path] ?? 0
                        members.append("\"\(step.id)\":[" + (0..<n).map { object(sub, path + ".\($0)") }.joined(separator: ",") + "]")
                    } else {
                        members.append("\"\(step.id)\":" + object(sub, path))
                    }
                default:
                    guard let value = state.answers[path] else { continue }
                    members.append("\"\(step.id)\":" + value.jsonText)
                }
            }
            return "{" + members.joined(separator: ",") + "}"
        }
        return object("main", "")
    }

    var top: Entry? {
        if case .entry(let e)? = log.last, !isCompleted { e } else { nil }
    }

    func step(of entry: Entry) -> GenFlow.Step? { flows[entry.flow]?.steps[entry.index] }

    // MARK: Commands

    mutating func start() -> Status { advance(.at([], 0)) }

    mutating func answer(_ text: String) -> Status {
        guard let top, let value = parse(text, for: top) else { return .refused }
        setAnswer(value)
        if let count = top.question {
            return advance(value == .bool(true) ? openItem(top.frames, top.index, count) : finishRepeat(top.frames, top.index))
        }
        return advance(.after(top.frames, top.index, value))
    }

    mutating func back() -> Status {
        let stack = self.stack
        let visible = self.visible
        guard stack.count > 1, stack[stack.count - 1].style != .cover else { return .refused }
        return reopen(visible[visible.count - 2].logIndex)
    }

    /// The visible index of the current context's first entry.
    var contextStart: Int { stack.lastIndex { $0.style != .push } ?? 0 }

    mutating func root() -> Status {
        let start = contextStart
        let visible = self.visible
        guard start < visible.count - 1 else { return .refused }
        return reopen(visible[start].logIndex)
    }

    mutating func backTo(_ name: String) -> Status {
        guard let top else { return .refused }
        let relative = join(prefix(top.frames), name)
        let visible = self.visible
        let matches = visible.indices.filter { i in
            let e = visible[i].entry
            return e.question == nil && (e.path == relative || e.path == name)
        }
        guard let last = matches.last, last < visible.count - 1, last >= contextStart else { return .refused }
        return reopen(visible[last].logIndex)
    }

    mutating func dismiss() -> Status {
        let stack = self.stack
        let start = contextStart
        guard stack[start].style == .sheet, start > 0 else { return .refused }
        return reopen(visible[start - 1].logIndex)
    }

    // MARK: Forward walk

    enum Cursor {
        case at([Frame], Int)
        case after([Frame], Int, AnswerValue?)
        case end([Frame])
        case decide([Frame], Int, Int)
    }

    mutating func advance(_ start: Cursor) -> Status {
        var cursor = start
        for _ in 0..<100_000 {
            switch cursor {
            case .at(let frames, let i):
                let flow = flowID(frames)
                guard let steps = flows[flow]?.steps, i < steps.count else {
                    cursor = .end(frames)
                    continue
                }
                let step = steps[i]
                if let ref = step.whenConfirm, live.answers[join(prefix(frames), ref)] != .bool(true) {
                    cursor = .at(frames, i + 1)
                    continue
                }
                switch step.kind {
                case .message: cursor = .after(frames, i, nil)
                case .flow(_, _, let repetition):
                    if repetition != nil {
                        log.append(.count(join(prefix(frames), step.id), 0))
                        cursor = .decide(frames, i, 0)
                    } else {
                        cursor = open(frames, i, item: nil)
                    }
                default:
                    log.append(.entry(Entry(path: join(prefix(frames), step.id), flow: flow, index: i, frames: frames, question: nil)))
                    return .asking
                }
            case .after(let frames, let i, let answer):
                let steps = flows[flowID(frames)]?.steps ?? []
                let target: Int
                switch steps[i].next {
                case nil: target = i + 1
                case .end: target = steps.count
                case .step(let id): target = steps.firstIndex { $0.id == id } ?? steps.count
                case .loopOnTrue(let id): target = answer == .bool(true) ? steps.firstIndex { $0.id == id } ?? steps.count : i + 1
                }
                if target <= i {
                    log.append(.newPass(steps[target...].map { join(prefix(frames), $0.id) }))
                }
                cursor = .at(frames, target)
            case .end(let frames):
                guard let frame = frames.last else {
                    isCompleted = true
                    return .completed
                }
                let parent = Array(frames.dropLast())
                if frame.presentation != .push {
                    for j in log.indices {
                        if case .entry(var e) = log[j], e.frames.contains(frame) {
                            e.isClosed = true
                            log[j] = .entry(e)
                        }
                    }
                }
                let index = flows[flowID(parent)]?.steps.firstIndex { $0.id == frame.step } ?? 0
                if let item = frame.item {
                    log.append(.count(join(prefix(parent), frame.step), item + 1))
                    cursor = .decide(parent, index, item + 1)
                } else {
                    log.append(.done(join(prefix(parent), frame.step)))
                    cursor = .after(parent, index, nil)
                }
            case .decide(let frames, let i, let count):
                guard let step = flows[flowID(frames)]?.steps[i], case .flow(_, _, let repetition?) = step.kind else {
                    return .refused
                }
                if count < repetition.min {
                    cursor = openItem(frames, i, count)
                } else if let max = repetition.max, count >= max {
                    cursor = finishRepeat(frames, i)
                } else {
                    log.append(
                        .entry(Entry(path: join(prefix(frames), step.id), flow: flowID(frames), index: i, frames: frames, question: count)))
                    return .asking
                }
            }
        }
        return .refused
    }

    mutating func open(_ frames: [Frame], _ i: Int, item: Int?) -> Cursor {
        guard let step = flows[flowID(frames)]?.steps[i], case .flow(let sub, let presentation, _) = step.kind else { return .end(frames) }
        nextInstance += 1
        return .at(frames + [Frame(step: step.id, flow: sub, item: item, presentation: presentation, instance: nextInstance)], 0)
    }

    mutating func openItem(_ frames: [Frame], _ i: Int, _ count: Int) -> Cursor { open(frames, i, item: count) }

    mutating func finishRepeat(_ frames: [Frame], _ i: Int) -> Cursor {
        let id = flows[flowID(frames)]?.steps[i].id ?? ""
        log.append(.done(join(prefix(frames), id)))
        return .after(frames, i, nil)
    }

    // MARK: Helpers

    mutating func setAnswer(_ value: AnswerValue) {
        guard case .entry(var e)? = log.last else { return }
        e.answer = value
        log[log.count - 1] = .entry(e)
    }

    /// Drops every event after the entry at `logIndex` and asks it again.
    mutating func reopen(_ logIndex: Int) -> Status {
        log.removeLast(log.count - logIndex - 1)
        if case .entry(var e)? = log.last {
            e.answer = nil
            log[logIndex] = .entry(e)
        }
        isCompleted = false
        return .asking
    }

    func flowID(_ frames: [Frame]) -> String { frames.last?.flow ?? "main" }

    func prefix(_ frames: [Frame]) -> String {
        frames.map { f in f.item.map { "\(f.step).\($0)" } ?? f.step }.joined(separator: ".")
    }

    func join(_ prefix: String, _ id: String) -> String { prefix.isEmpty ? id : prefix + "." + id }

    /// The model's own reading of an input line, or nil when it must be refused.
    func parse(_ text: String, for entry: Entry) -> AnswerValue? {
        if entry.question != nil {
            switch text.lowercased() {
            case "": return .bool(false)
            case "y", "yes": return .bool(true)
            case "n", "no": return .bool(false)
            default: return nil
            }
        }
        guard let step = step(of: entry) else { return nil }
        switch step.kind {
        case .text(let required, let value):
            if !text.isEmpty { return .string(text) }
            if let value { return .string(value) }
            return required ? nil : .string("")
        case .confirm(let value):
            switch text.lowercased() {
            case "": return value.map { .bool($0) }
            case "y", "yes": return .bool(true)
            case "n", "no": return .bool(false)
            default: return nil
            }
        case .select(let value):
            if text.isEmpty { return value.map { .string($0) } }
            if GenFlow.choices.contains(text) { return .string(text) }
            if let n = Int(text), (1...3).contains(n) { return .string(GenFlow.choices[n - 1]) }
            return nil
        case .integer(let value):
            if text.isEmpty { return value.map { .integer($0) } }
            if let n = Int(text), (0...9).contains(n) { return .integer(n) }
            return nil
        case .message, .flow: return nil
        }
    }
}
