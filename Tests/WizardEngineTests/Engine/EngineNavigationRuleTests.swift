import Testing

@testable import WizardEngine

/// docs/navigation.md: back, root, back ID, dismiss; push sub-flows, sheets, covers, repeats.
@Suite struct EngineNavigationRuleTests {
    static let db = Flow(id: "db", steps: [Build.text("host"), Build.integer("port")])
    static let pushed = [Flow(id: "main", steps: [Build.text("name"), Build.flow("db", "db"), Build.text("done")]), db]
    static let extra = Flow(id: "extra", steps: [Build.text("a"), Build.text("b")])
    static func modal(_ presentation: Presentation) -> [Flow] {
        [Flow(id: "main", steps: [Build.text("name"), Build.flow("extra", "extra", presentation), Build.text("done")]), extra]
    }
    static let sheetFirst = [Flow(id: "main", steps: [Build.flow("extra", "extra", .sheet), Build.text("done")]), extra]
    static let closedSheet = Notice.modalClosed(.sheet, title: "Extra", isCommitted: false)
    static func servers(_ repetition: Repetition) -> [Flow] {
        [
            Flow(id: "main", steps: [Build.flow("servers", "server", repeat: repetition), Build.text("done")]),
            Flow(id: "server", steps: [Build.text("host")]),
        ]
    }

    static let cases: [EngineCase] = [
        EngineCase("back at the very first step is refused", pushed, [":back"], .refused(.atFirstStep, asking: "name")),
        EngineCase("root at the first step is refused", pushed, [":root"], .refused(.alreadyAtRoot, asking: "name")),
        EngineCase("dismiss outside a modal is refused", pushed, ["n", ":dismiss"], .refused(.notInModal, asking: "db.host")),
        EngineCase(
            "push: sub-flow answers nested under the step id", pushed, ["n", "h", "5432", "d"],
            .output(#"{"name":"n","db":{"host":"h","port":5432},"done":"d"}"#)),
        EngineCase(
            "push: back from the sub-flow's first step returns into the parent, pre-filled", pushed, ["n", ":back"],
            .asks("name", prefill: "n")),
        EngineCase(
            "push: back from the step after the sub-flow returns into it", pushed, ["n", "h", "1", ":back"],
            .asks("db.port", prefill: "1")),
        EngineCase(
            "push: back out of a finished sub-flow removes its key (bug: stale #done keeps it)",
            [Flow(id: "main", steps: [Build.text("name"), Build.flow("db", "db"), Build.text("done", required: false)]), db],
            ["n", "h", "1", ":back", ":back", ":back", "m", ""], .asks("db.host", prefill: "h")),
        EngineCase("root goes to the wizard's first step", pushed, ["n", "h", ":root"], .asks("name", prefill: "n")),
        EngineCase("back ID by step id of the root flow", pushed, ["n", "h", "1", ":back name"], .asks("name", prefill: "n")),
        EngineCase("back ID by answer path", pushed, ["n", "h", "1", ":back db.host"], .asks("db.host", prefill: "h")),
        EngineCase("back ID by a step id of the current sub-flow", pushed, ["n", "h", ":back host"], .asks("db.host", prefill: "h")),
        EngineCase(
            "back ID of the current step is refused", pushed, ["n", "h", ":back port"], .refused(.alreadyThere("port"), asking: "db.port")),
        EngineCase(
            "back ID not on the stack is refused, listing the stack", pushed, ["n", "h", ":back done"],
            .refused(.notOnStack("done", onStack: ["name", "db.host"]), asking: "db.port")),
        EngineCase(
            "back ID of a bogus id is refused", pushed, ["n", ":back nope"],
            .refused(.notOnStack("nope", onStack: ["name"]), asking: "db.host")),
        EngineCase(
            "sheet: completed sheet commits its answers", modal(.sheet), ["n", "x", "y", "d"],
            .output(#"{"name":"n","extra":{"a":"x","b":"y"},"done":"d"}"#)),
        EngineCase(
            "sheet: dismiss returns to the entry beneath", modal(.sheet), ["n", "x", ":dismiss"], .notices([closedSheet], asking: "name")),
        EngineCase(
            "sheet: the entry beneath is pre-filled after dismiss", modal(.sheet), ["n", "x", ":dismiss"], .asks("name", prefill: "n")),
        EngineCase(
            "sheet: dismiss discards its answers (bug: answers leak into output)", modal(.sheet),
            ["n", "x", ":dismiss", "n", "p", "q", "d"], .output(#"{"name":"n","extra":{"a":"p","b":"q"},"done":"d"}"#)),
        EngineCase(
            "sheet: dismissed answers are not pre-filled when it reopens (bug: discarded answers kept as drafts)",
            modal(.sheet), ["n", "x", ":back", ":dismiss", "n"], .asks("extra.a")),
        EngineCase("sheet: back at its first step = dismiss", modal(.sheet), ["n", ":back"], .notices([closedSheet], asking: "name")),
        EngineCase(
            "sheet: root inside goes to the sheet's first step", modal(.sheet), ["n", "x", ":root"], .asks("extra.a", prefill: "x")),
        EngineCase(
            "sheet at the very start cannot be dismissed", sheetFirst, [":dismiss"], .refused(.nothingBeneathSheet, asking: "extra.a")),
        EngineCase(
            "sheet at the very start: back at its first step is refused", sheetFirst, [":back"], .refused(.atFirstStep, asking: "extra.a")),
        EngineCase(
            "sheet: back ID below the sheet is refused", modal(.sheet), ["n", "x", ":back name"],
            .refused(.belowModal("name", presentation: .sheet), asking: "extra.b")),
        EngineCase(
            "sheet: completed, back from the step after returns to the entry beneath", modal(.sheet), ["n", "x", "y", ":back"],
            .asks("name", prefill: "n")),
        EngineCase(
            "sheet: completed, forward again reopens it with drafts pre-filled", modal(.sheet), ["n", "x", "y", ":back", "n"],
            .asks("extra.a", prefill: "x")),
        EngineCase(
            "sheet: completed, its steps left the stack", modal(.sheet), ["n", "x", "y", ":back extra.a"],
            .refused(.notOnStack("extra.a", onStack: ["name"]), asking: "done")),
        EngineCase(
            "sheet: completed, dismiss at the step after is refused", modal(.sheet), ["n", "x", "y", ":dismiss"],
            .refused(.notInModal, asking: "done")),
        EngineCase(
            "sheet: completed, back beneath and forward again replaces the answers", modal(.sheet),
            ["n", "x", "y", ":back", "n", "p", "q", "d"], .output(#"{"name":"n","extra":{"a":"p","b":"q"},"done":"d"}"#)),
        EngineCase("cover refuses dismiss", modal(.cover), ["n", ":dismiss"], .refused(.coverCannotBeDismissed, asking: "extra.a")),
        EngineCase(
            "cover refuses back at its first step", modal(.cover), ["n", ":back"], .refused(.coverCannotBeDismissed, asking: "extra.a")),
        EngineCase("cover: back inside it works", modal(.cover), ["n", "x", ":back"], .asks("extra.a", prefill: "x")),
        EngineCase("cover: root inside goes to its first step", modal(.cover), ["n", "x", ":root"], .asks("extra.a", prefill: "x")),
        EngineCase(
            "cover: back ID below it is refused", modal(.cover), ["n", "x", ":back name"],
            .refused(.belowModal("name", presentation: .cover), asking: "extra.b")),
        EngineCase(
            "cover: completed commits", modal(.cover), ["n", "x", "y", "d"], .output(#"{"name":"n","extra":{"a":"x","b":"y"},"done":"d"}"#)),
        EngineCase(
            "repeat min 0: asked before the first item; no items gives []", servers(Repetition()), ["n", "d"],
            .output(#"{"servers":[],"done":"d"}"#)),
        EngineCase(
            "repeat: empty answer to the question means no", servers(Repetition()), ["y", "h1", "y", "h2", "", "d"],
            .output(#"{"servers":[{"host":"h1"},{"host":"h2"}],"done":"d"}"#)),
        EngineCase("repeat: items addressed by 0-based index", servers(Repetition()), ["y", "h1", "y"], .asks("servers.1.host")),
        EngineCase(
            "repeat: back reaches the question, pre-filled", servers(Repetition()), ["y", "h1", "y", ":back"],
            .asks("servers", prefill: "yes")),
        EngineCase(
            "repeat: back from an item's first step returns to the question", servers(Repetition()), ["y", ":back"],
            .asks("servers", prefill: "yes")),
        EngineCase(
            "repeat: question refuses other words", servers(Repetition()), ["maybe"],
            .refused(.invalidAnswer(path: "servers", reason: "expected y, yes, n or no, found 'maybe'"), asking: "servers")),
        EngineCase(
            "repeat min 2 max 3: min items without asking, asked once, ends at max", servers(Repetition(min: 2, max: 3)),
            ["a", "b", "y", "c", "d"], .output(#"{"servers":[{"host":"a"},{"host":"b"},{"host":"c"}],"done":"d"}"#)),
        EngineCase("repeat min 2: no question before the second item", servers(Repetition(min: 2, max: 3)), ["a"], .asks("servers.1.host")),
        EngineCase("repeat max 1: ends without asking", servers(Repetition(max: 1)), ["y", "a"], .asks("done")),
        EngineCase(
            "repeat: back ID to an item's step by path", servers(Repetition()), ["y", "a", "n", ":back servers.0.host"],
            .asks("servers.0.host", prefill: "a")),
        EngineCase(
            "repeat: back out of the repeat drops it from the output (bug: stale count)",
            [
                Flow(id: "main", steps: [Build.text("name"), Build.flow("servers", "server", repeat: Repetition()), Build.text("done")]),
                Flow(id: "server", steps: [Build.text("host")]),
            ],
            ["n", "y", "a", "n", ":root", "m", "n", "d"], .output(#"{"name":"m","servers":[],"done":"d"}"#)),
        EngineCase(
            "repeat of sheets: each item is a sheet; dismiss discards only that item",
            [
                Flow(
                    id: "main",
                    steps: [Build.text("name"), Build.flow("servers", "server", .sheet, repeat: Repetition(min: 2)), Build.text("done")]),
                Flow(id: "server", steps: [Build.text("host")]),
            ],
            ["n", "a", ":dismiss", "n"], .asks("servers.0.host", prefill: "a")),
    ]

    @Test(arguments: cases) func navigation(_ row: EngineCase) {
        let (observed, problems) = row.run()
        #expect(problems == [])
        #expect(observed == row.expect)
    }
}
