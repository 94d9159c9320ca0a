import Testing
import WizardTestSupport

@testable import WizardEngine

/// docs/writing-flows.md limits at the limit and one past it, each with its exact message: flow file
/// size, JSON nesting, steps per flow, input line length, entries pushed in one run, plus
/// long identifiers and expression sources.
@Suite struct LimitTests {
    /// A flow whose root has `count` text steps with defaults (and `extra` more steps in
    /// a pushed sub-flow), as JSON.
    static func longFlow(steps count: Int, subflowSteps extra: Int = 0) -> String {
        var steps = (0..<count).map { #"{"id":"s\#($0)","type":"text","prompt":"p","default":"x"}"# }
        var flows = ""
        if extra > 0 {
            steps[count - 1] = #"{"id":"more","type":"flow","flow":"more"}"#
            let inner = (0..<extra).map { #"{"id":"t\#($0)","type":"text","prompt":"p","default":"x"}"# }
            flows = #","flows":{"more":{"steps":[\#(inner.joined(separator: ","))]}}"#
        }
        return #"{"id":"long","steps":[\#(steps.joined(separator: ","))]\#(flows)}"#
    }

    // Bug caught: an off-by-one in the size check (a 16 MiB file refused, or 16 MiB + 1 read).
    @Test(
        arguments: [(16 * 1024 * 1024, nil), (16 * 1024 * 1024 + 1, "flow file is larger than the limit of 16 MiB (16777216 bytes)")]
            as [(Int, String?)])
    func fileSizeLimit(size: Int, expected: String?) {
        var bytes = Array(#"{"id":"big","steps":[{"id":"a","type":"text","prompt":"p"}]}"#.utf8)
        bytes += Array(repeating: UInt8(ascii: " "), count: size - bytes.count)
        let result = FlowLoader(fileSystem: InMemoryFileSystem(files: [:])).load(data: bytes, name: "big.json")
        #expect(result.diagnostics.map(\.message) == (expected.map { [$0] } ?? []))
    }

    // Bug caught: nesting counted from 0, or checked after descending (stack overflow).
    @Test(
        arguments: [
            (256, nil), (257, "JSON nests deeper than the limit of 256 levels"),
            (100_000, "JSON nests deeper than the limit of 256 levels"),
        ] as [(Int, String?)])
    func nestingLimit(depth: Int, expected: String?) {
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let message = jsonError(text)
        if let expected { #expect(message?.contains(expected) == true, "\(message ?? "accepted")") } else { #expect(message == nil) }
    }

    // Bug caught: a 16 MiB file of small arrays or objects read into a tree of about
    // 650 MB (4.4 GB for `{}`s, each reserving room for eight members) before any check.
    @Test(arguments: [(2_000_000, nil), (2_000_001, "JSON holds more than the limit of 2000000 values")] as [(Int, String?)])
    func valuesPerFileLimit(values: Int, expected: String?) {
        // The root object, its id, its steps and `values - 3` zeros: `values` in all.
        let zeros = Array(repeating: "0", count: values - 3).joined(separator: ",")
        let text = #"{"id":"f","steps":[\#(zeros)]}"#
        let result = FlowLoader(fileSystem: InMemoryFileSystem(files: [:])).load(data: Array(text.utf8), name: "f.json")
        let limitMessages = result.diagnostics.map(\.message).filter { $0.contains("values") }
        #expect(limitMessages == (expected.map { [$0] } ?? []), "\(result.diagnostics.prefix(2))")
    }

    // Bug caught: a values limit given to the loader and not applied to the file read.
    @Test(arguments: [(5, nil), (6, "JSON holds more than the limit of 5 values")] as [(Int, String?)])
    func valuesLimitGivenToTheLoader(values: Int, expected: String?) {
        let zeros = Array(repeating: "0", count: values - 3).joined(separator: ",")
        let loader = FlowLoader(fileSystem: InMemoryFileSystem(files: [:]), limits: LoadLimits(maxValues: 5))
        let result = loader.load(data: Array(#"{"id":"f","steps":[\#(zeros)]}"#.utf8), name: "f.json")
        #expect(result.diagnostics.map(\.message).filter { $0.contains("values") } == (expected.map { [$0] } ?? []))
    }

    // Bug caught: the step limit not applied, or applied to the whole catalog.
    @Test(arguments: [(100_000, false), (100_001, true)])
    func stepsPerFlowLimit(count: Int, refused: Bool) {
        let messages = diagnostics(Self.longFlow(steps: count))
        #expect(messages.contains { $0.contains("100001 steps, more than the limit of 100000") } == refused, "\(messages.prefix(2))")
        #expect(messages.filter { $0.contains("error") }.count == (refused ? 1 : 0))
    }

    // Bug caught: the push limit off by one, or a runaway run crashing instead of failing.
    @Test(arguments: [(100_000, Outcome.Status.completed), (100_001, .failed(.runawayLoop(limit: 100_000)))])
    func entriesPushedLimit(pushes: Int, expected: Outcome.Status) throws {
        let root = min(pushes, 60_000)
        let catalog = try #require(load(Self.longFlow(steps: root + 1, subflowSteps: pushes - root)).catalog)
        let engine = Engine(catalog: catalog, sources: AnswerSources(useDefaults: true))
        var state = WizardState()
        let outcome = engine.start(&state)
        #expect(outcome.status == expected)
        #expect(state.checkInvariants() == [])
        if case .failed(let error) = expected {
            #expect(
                RefusalMessages.sentence(for: error) == "the flow went through more than 100000 steps: it looks like a loop that never ends"
            )
        }
    }

    // Bug caught: a sub-flow recursing into itself with no end growing until memory runs
    // out (each level's entries and paths longer than the last) instead of stopping.
    @Test(arguments: [(100, true), (101, false)])
    func nestingDepthLimit(stopAt depth: Int, completes: Bool) throws {
        let flow = #"""
            {"id":"deeprec","flows":{"item":{"steps":[{"id":"v","type":"text","prompt":"v?","default":"x"},
             {"id":"h","type":"flow","flow":"item","when":"v != \"stop\""}]}},"steps":[{"id":"r","type":"flow","flow":"item"}]}
            """#
        let catalog = try #require(load(flow).catalog)
        // Levels 1 ... depth answer `x`; the level at `depth` answers `stop`.
        var lines = Array(repeating: "x", count: depth - 1) + ["stop"]
        let engine = Engine(catalog: catalog)
        var state = WizardState()
        var outcome = engine.start(&state)
        while case .asking = outcome.status, !lines.isEmpty {
            outcome = engine.handle(.answer(lines.removeFirst()), origin: .piped, in: &state)
        }
        #expect(state.checkInvariants() == [])
        if completes {
            #expect(outcome.status == .completed)
        } else {
            guard case .failed(.nestingTooDeep(_, let limit)) = outcome.status else {
                Issue.record("expected the nesting limit, got \(outcome.status)")
                return
            }
            #expect(limit == 100)
        }
    }

    // Bug caught: the 64 KiB line limit off by one, or counted in characters, not bytes.
    @Test(arguments: [
        (String(repeating: "a", count: 65_536), true), (String(repeating: "a", count: 65_537), false),
        (String(repeating: "é", count: 32_768), true), (String(repeating: "é", count: 32_768) + "a", false),
    ])
    func inputLineLimit(line: String, accepted: Bool) throws {
        let catalog = try #require(load(#"{"id":"f","steps":[{"id":"a","type":"text","prompt":"p"}]}"#).catalog)
        let engine = Engine(catalog: catalog)
        var state = WizardState()
        _ = engine.start(&state)
        let before = state
        let outcome = engine.handle(.answer(line), in: &state)
        if accepted {
            #expect(outcome.status == .completed)
        } else {
            #expect(outcome.notices == [.refused(.invalidAnswer(path: "a", reason: "the input is longer than 64 KiB"))])
            #expect(state == before)
        }
    }

    // Bug caught: a huge identifier echoed whole into a diagnostic (one line per message).
    @Test func veryLongStepIDIsTruncatedInMessages() {
        let id = String(repeating: "x", count: 1_000_000)
        let messages = diagnostics(#"{"id":"f","steps":[{"id":"a","type":"text","prompt":"p","next":"\#(id)"}]}"#)
        #expect(messages.count == 1)
        #expect(messages.allSatisfy { $0.utf8.count < 400 }, "\(messages.map(\.count))")
    }

    // Bug caught: step ids unbounded, so that a sub-flow nested 100 deep under a
    // megabyte-long id made every answer path 100 MB long (or the bound off by one).
    @Test(arguments: [(256, false), (257, true)])
    func stepIDLengthLimit(length: Int, refused: Bool) {
        let id = String(repeating: "s", count: length)
        let messages = diagnostics(#"{"id":"f","steps":[{"id":"\#(id)","type":"text","prompt":"p"}]}"#)
        let expected =
            "step id '\(String(repeating: "s", count: 57))...' is 257 characters long: a step id holds at most 256 (it names the answer in paths, files and variables)"
        #expect(messages.contains { $0.contains(expected) } == refused, "\(messages)")
        #expect(messages.filter { $0.contains("error") }.count == (refused ? 1 : 0), "\(messages)")
    }

    // Bug caught: a loop recording large answers again and again grew until memory ran
    // out (a 13-step flow reached 3.6 GB before the entry limit stopped it) instead of
    // stopping at the run's record limit.
    @Test(arguments: [(false, Outcome.Status.completed), (true, .failed(.recordedTooMuch(limit: 64 * 1024)))])
    func recordedBytesLimit(loops: Bool, expected: Outcome.Status) throws {
        // A 4 KiB default; looping, the step records it again on every pass.
        let big = String(repeating: "x", count: 4096)
        let next = loops ? #","next":"a""# : ""
        let flow = #"{"id":"f","steps":[{"id":"a","type":"text","prompt":"p","default":"\#(big)"\#(next)}]}"#
        let catalog = try #require(load(flow).catalog)
        var engine = Engine(catalog: catalog, sources: AnswerSources(useDefaults: true))
        engine.recordLimit = 64 * 1024
        var state = WizardState()
        let outcome = engine.start(&state)
        #expect(outcome.status == expected)
        #expect(state.checkInvariants() == [])
        // Stopped by the record limit, long before the 100,000 entries of the loop limit.
        #expect(state.pushCount <= (loops ? 17 : 1))
        #expect(state.recordedBytes <= 64 * 1024 + 4097)
        if case .failed(let error) = expected {
            #expect(
                RefusalMessages.sentence(for: error)
                    == "the run recorded more than 65536 bytes of answers: it looks like a loop that never ends")
        }
    }

    // Bug caught: identifiers unbounded (or bounded off by one); a source over 64 KiB parsed.
    @Test func longIdentifiersAndSources() throws {
        let name = String(repeating: "a", count: 256)
        guard case .path(let path) = try Expression.parse(name) else { Issue.record("not a path"); return }
        #expect(path.components == [name])
        #expect(throws: ExpressionSyntaxError(message: "identifier longer than 256 characters", column: 1)) {
            try Expression.parse(name + "a")
        }
        #expect(throws: ExpressionSyntaxError(message: "expression longer than 64 KiB", column: 1)) {
            try Expression.parse(String(repeating: " ", count: 65_536) + "x")
        }
        #expect(throws: ExpressionSyntaxError(message: "template longer than 64 KiB", column: 1)) {
            try Template.parse(String(repeating: "{", count: 65_537))
        }
    }
}
