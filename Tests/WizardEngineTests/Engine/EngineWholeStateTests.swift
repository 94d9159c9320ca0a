import Testing

@testable import WizardCore
@testable import WizardEngine

/// TCA-style exhaustive tests: the whole expected `WizardState` is built by hand and
/// compared with `==` after every command, so any stray change (a leaked draft, a stale
/// count, a wrong route style, an id reused) fails.
@Suite struct EngineWholeStateTests {
    static let sheet = Frame(flowStep: "extra", flow: "extra", presentation: .sheet)

    static func entry(
        _ id: Int, _ step: StepID, _ frame: FrameID? = nil, kind: EntryKind = .step, answer: String? = nil,
        arrival: [AnswerChange] = [], changes: [AnswerChange] = []
    ) -> Entry {
        Entry(
            id: EntryID(id), frame: frame, step: step, kind: kind, answer: answer.map { .string($0) },
            source: answer == nil ? nil : .typed, arrivalChanges: arrival, answerChanges: changes)
    }

    /// A frame table holding one frame, opened when `nextEntryID` was `openedAt`.
    static func table(_ frame: Frame, openedAt: Int) -> FrameTable {
        var table = FrameTable()
        _ = table.open(frame, in: nil, openedAt: openedAt)
        return table
    }

    static func set(_ path: String, _ old: AnswerValue?, _ new: AnswerValue?) -> AnswerChange {
        AnswerChange(path: path, old: old, new: new)
    }

    /// Bugs caught: dismiss keeping the sheet's answers or drafts, a completed sheet's
    /// entries left on the stack, its changes not moving to the next entry, back not
    /// turning them into drafts, wrong route styles, entry ids reused.
    @Test func sheetDismissCompleteAndBack() {
        let engine = Engine(
            catalog: Build.catalog(
                Flow(id: "main", steps: [Build.text("name"), Build.flow("extra", "extra", .sheet), Build.text("done")]),
                Flow(id: "extra", steps: [Build.text("a"), Build.text("b")])))
        var state = WizardState()
        _ = engine.start(&state)
        var expected = WizardState()
        expected.stack = Routes(routes: [Route(screen: Self.entry(1, "name"), style: .push)])
        expected.nextEntryID = 2
        expected.pushCount = 1
        #expect(state == expected.withRecordedBytes(of: state))

        func step(_ line: String, _ update: (inout WizardState) -> Void) {
            let outcome = engine.handle(Command.parse(line) ?? .help, in: &state)
            update(&expected)
            #expect(state == expected.withRecordedBytes(of: state), "after \(line): \(outcome.status)")
        }
        let nameN = Self.set("name", nil, .string("n"))
        step("n") { s in
            s.stack = Routes(routes: [
                Route(screen: Self.entry(1, "name", answer: "n", changes: [nameN]), style: .push),
                Route(screen: Self.entry(2, "a", FrameID(0)), style: .sheet),
            ])
            s.frameTable = Self.table(Self.sheet, openedAt: 2)
            s.answers = ["name": .string("n")]
            s.typedPaths = ["name"]
            s.nextEntryID = 3
            s.pushCount = 2
        }
        step("x") { s in
            s.stack = Routes(
                routes: s.stack.routes.dropLast() + [
                    Route(
                        screen: Self.entry(2, "a", FrameID(0), answer: "x", changes: [Self.set("extra.a", nil, .string("x"))]),
                        style: .sheet),
                    Route(screen: Self.entry(3, "b", FrameID(0)), style: .push),
                ])
            s.answers["extra.a"] = .string("x")
            s.typedPaths.insert("extra.a")
            s.nextEntryID = 4
            s.pushCount = 3
        }
        step(":dismiss") { s in
            s.stack = Routes(routes: [Route(screen: Self.entry(1, "name"), style: .push)])
            s.frameTable = FrameTable()
            s.answers = [:]
            s.drafts = ["name": .string("n")]
        }
        step("n") { s in
            s.stack = Routes(routes: [
                Route(screen: Self.entry(1, "name", answer: "n", changes: [nameN]), style: .push),
                Route(screen: Self.entry(4, "a", FrameID(0)), style: .sheet),
            ])
            s.frameTable = Self.table(Self.sheet, openedAt: 4)
            s.answers = ["name": .string("n")]
            s.nextEntryID = 5
            s.pushCount = 4
        }
        step("p") { s in
            s.stack = Routes(
                routes: s.stack.routes.dropLast() + [
                    Route(
                        screen: Self.entry(4, "a", FrameID(0), answer: "p", changes: [Self.set("extra.a", nil, .string("p"))]),
                        style: .sheet),
                    Route(screen: Self.entry(5, "b", FrameID(0)), style: .push),
                ])
            s.answers["extra.a"] = .string("p")
            s.nextEntryID = 6
            s.pushCount = 5
        }
        let carried = [
            Self.set("extra.a", nil, .string("p")), Self.set("extra.b", nil, .string("q")), Self.set("extra#done", nil, .bool(true)),
        ]
        step("q") { s in
            s.stack = Routes(routes: [
                Route(screen: Self.entry(1, "name", answer: "n", changes: [nameN]), style: .push),
                Route(screen: Self.entry(6, "done", arrival: carried), style: .push),
            ])
            s.frameTable = FrameTable()
            s.answers = ["name": .string("n"), "extra.a": .string("p"), "extra.b": .string("q"), "extra#done": .bool(true)]
            s.typedPaths.insert("extra.b")
            s.nextEntryID = 7
            s.pushCount = 6
        }
        step(":back") { s in
            s.stack = Routes(routes: [Route(screen: Self.entry(1, "name"), style: .push)])
            s.answers = [:]
            s.drafts = ["name": .string("n"), "extra.a": .string("p"), "extra.b": .string("q"), "extra#done": .bool(true)]
        }
        step(":dismiss") { _ in }  // refused: nothing changes
        step("n") { s in
            s.stack = Routes(routes: [
                Route(screen: Self.entry(1, "name", answer: "n", changes: [nameN]), style: .push),
                Route(screen: Self.entry(7, "a", FrameID(0)), style: .sheet),
            ])
            s.frameTable = Self.table(Self.sheet, openedAt: 7)
            s.answers = ["name": .string("n")]
            s.nextEntryID = 8
            s.pushCount = 7
        }
        #expect(engine.currentPrompt(in: state)?.prefill == "p")
    }

    /// Bugs caught: a repeat question recorded as an answer, a stale `#count` after back,
    /// the question's draft not kept, item frames numbered wrongly.
    @Test func repeatQuestionAndBack() {
        let engine = Engine(
            catalog: Build.catalog(
                Flow(id: "main", steps: [Build.flow("servers", "server", repeat: Repetition())]),
                Flow(id: "server", steps: [Build.text("host")])))
        var state = WizardState()
        _ = engine.start(&state)
        let count0 = Self.set("servers#count", nil, .integer(0))
        var expected = WizardState()
        expected.stack = Routes(routes: [
            Route(screen: Self.entry(1, "servers", kind: .repeatQuestion(count: 0), arrival: [count0]), style: .push)
        ])
        expected.answers = ["servers#count": .integer(0)]
        expected.nextEntryID = 2
        expected.pushCount = 1
        #expect(state == expected.withRecordedBytes(of: state))

        _ = engine.handle(.answer("y"), in: &state)
        var question = Self.entry(1, "servers", kind: .repeatQuestion(count: 0), arrival: [count0])
        question.answer = .bool(true)
        question.source = .typed
        let item0 = Frame(flowStep: "servers", flow: "server", item: 0)
        expected.stack = Routes(routes: [
            Route(screen: question, style: .push), Route(screen: Self.entry(2, "host", FrameID(0)), style: .push),
        ])
        expected.frameTable = Self.table(item0, openedAt: 2)
        expected.typedPaths = ["servers#more"]
        expected.nextEntryID = 3
        expected.pushCount = 2
        #expect(state == expected.withRecordedBytes(of: state))

        _ = engine.handle(.back, in: &state)
        expected.stack = Routes(routes: [
            Route(screen: Self.entry(1, "servers", kind: .repeatQuestion(count: 0), arrival: [count0]), style: .push)
        ])
        expected.frameTable = FrameTable()
        expected.drafts = ["servers#more0": .bool(true)]
        #expect(state == expected.withRecordedBytes(of: state))
        #expect(engine.currentPrompt(in: state)?.prefill == "yes")
    }
}
