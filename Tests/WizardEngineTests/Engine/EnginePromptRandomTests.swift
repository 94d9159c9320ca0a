import Testing
import WizardTestSupport

@testable import WizardCore
@testable import WizardEngine

/// Prompts of seeded random flows (every step kind, literal and templated texts, defaults
/// fixed and run-dependent, choices with `when`, secrets, a plugin type, sub-flows pushed,
/// in sheets and covers, repeats), at every prompt of random command sequences, must be
/// the same three ways: as the engine returns them (a root step's fixed parts read from
/// the step), built afresh from the step and the run, and built by `reference` below,
/// which computes every part through the parser as the engine did before it kept prompt
/// facts per step. Catches: a fixed-parts step whose prompt differs from building it
/// afresh, a fact (literal default, fixed choices) computed wrongly, a part read from the
/// wrong step, and `==` that disagrees with comparing every property.
@Suite struct EnginePromptRandomTests {
    // MARK: Generation

    /// A random flow file: a root flow and two sub-flows (the first may open the second).
    static func randomFlowFile(using rng: inout SplitMix64) -> String {
        func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }

        func inputStep(id: String, first: String) -> String {
            var fields: [String] = []
            let hole = pick([#"{{ len(\"abc\") }}"#, "{{ \(first) }}"])
            fields.append(#""prompt": "\#(chance(70) ? "Q \(id)?" : "Q \(hole)?")""#)
            if chance(30) { fields.append(#""help": "\#(chance(60) ? "Help for \(id)" : "Help \(hole)")""#) }
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1:
                fields.insert(#""type": "text""#, at: 0)
                if chance(40) { fields.append(#""placeholder": "\#(chance(50) ? "ph" : "ph \(hole)")""#) }
                if chance(50) {
                    fields.append(#""default": "\#(pick(["val-1", "abc", "{{ \(first) }}-d", #"{{ \"TOO-LONG-VALUE\" }}"#]))""#)
                }
                if chance(40) { fields.append(#""required": false"#) }
                if chance(40) {
                    fields.append(
                        #""validate": \#(pick([#"{"pattern": "[a-z0-9-]+"}"#, #"{"max_length": 5}"#, #"{"expr": "len(value) < 9"}"#]))"#)
                }
            case 2:
                fields.insert(#""type": "secret""#, at: 0)
                if chance(50) { fields.append(#""default": "hunter2""#) }
                if chance(40) { fields.append(#""required": false"#) }
            case 3:
                fields.insert(#""type": "integer""#, at: 0)
                if chance(60) { fields.append(#""default": \#(pick([3, 30, 100]))"#) }
                if chance(50) { fields.append(#""validate": {"min": 0, "max": 100}"#) }
            case 4:
                fields.insert(#""type": "number""#, at: 0)
                if chance(60) { fields.append(#""default": \#(pick(["2", "2.5", "0"]))"#) }
                if chance(30) { fields.append(#""validate": {"min": 0}"#) }
            case 5:
                fields.insert(#""type": "confirm""#, at: 0)
                if chance(60) { fields.append(#""default": \#(chance(50))"#) }
            case 6, 7:
                let multi = chance(30)
                fields.insert(#""type": "\#(multi ? "multiselect" : "select")""#, at: 0)
                var choices = [#""a""#, #"{"value": "b", "label": "Bee"}"#, #""c""#]
                if chance(40) { choices.append(#"{"value": "d", "when": "len(\#(first)) > 2"}"#) }
                fields.append(#""choices": [\#(choices.joined(separator: ", "))]"#)
                if chance(60) { fields.append(multi ? #""default": ["a", "c"]"# : #""default": "\#(pick(["a", "b"]))""#) }
                if multi, chance(30) { fields.append(#""validate": {"min": 1}"#) }
            case 8:
                fields.insert(#""type": "path""#, at: 0)
                if chance(50) { fields.append(#""default": "/tmp""#) }
                if chance(40) { fields.append(#""required": false"#) }
            default:
                fields.insert(#""type": "color""#, at: 0)
                fields.append(#""palette": ["red", "green"]"#)
                if chance(50) { fields.append(#""default": "red""#) }
            }
            if chance(15) { fields.append(#""when": "len(\#(first)) > 0""#) }
            return #"{"id": "\#(id)", \#(fields.joined(separator: ", "))}"#
        }

        func steps(prefix: String, count: Int, subFlows: [String]) -> String {
            // The first step is a required text step: the others' templates read it.
            let first = "\(prefix)_0"
            var out = [#"{"id": "\#(first)", "type": "text", "prompt": "First?", "default": "x\#(prefix)"}"#]
            for i in 1..<count {
                let id = "\(prefix)\(pick(["_", "-", ""]))\(i)"
                if !subFlows.isEmpty, chance(25) {
                    var fields = [#""type": "flow""#, #""flow": "\#(pick(subFlows))""#]
                    let presentation = pick(["push", "sheet", "cover"])
                    if presentation != "push" || chance(30) { fields.append(#""present": "\#(presentation)""#) }
                    if chance(40) {
                        var repetition = [#""max": \#(pick([1, 2, 3]))"#]
                        if chance(50) {
                            let prompt = chance(50) ? "More?" : "More \(first)? {{ len(\\\"ab\\\") }}"
                            repetition.append(#""prompt": "\#(prompt)""#)
                        }
                        fields.append(#""repeat": {\#(repetition.joined(separator: ", "))}"#)
                    }
                    out.append(#"{"id": "\#(id)", \#(fields.joined(separator: ", "))}"#)
                } else if chance(8) {
                    out.append(#"{"id": "\#(id)", "type": "message", "text": "Note \#(i)"}"#)
                } else {
                    out.append(inputStep(id: id, first: first))
                }
            }
            return "[" + out.joined(separator: ",\n") + "]"
        }

        let rootTitle = chance(50) ? #""title": "Setup", "# : ""
        let subTitle = chance(50) ? #""title": "Database", "# : ""
        return #"""
            {"id": "main_flow", \#(rootTitle)"steps": \#(steps(prefix: "r", count: Int.random(in: 3...9, using: &rng), subFlows: ["sub0", "sub1"])),
             "flows": {
               "sub0": {\#(subTitle)"steps": \#(steps(prefix: "a", count: Int.random(in: 2...4, using: &rng), subFlows: ["sub1"]))},
               "sub1": {"title": "Server", "steps": \#(steps(prefix: "b", count: Int.random(in: 2...3, using: &rng), subFlows: []))}
             }}
            """#
    }

    static let lines = [
        "", "", "", "a", "b", "1", "2", "1,3", "yes", "no", "12", "2.5", "-3", "red", "green", "/tmp", "abc", "value-x",
        ":back", ":back", ":root", ":dismiss", ":help",
    ]

    // MARK: The reference

    /// The prompt for `entry` built with every part computed through the parser and the
    /// catalog, as the engine did before it kept facts per step.
    static func reference(_ engine: Engine, _ entry: Entry, _ state: WizardState) -> Prompt {
        let frames = state.frames(of: entry)
        let frame = entry.frame
        let catalog = engine.catalog
        let step = catalog.flow(frames.last?.flow ?? catalog.rootID)?.step(entry.step)
        let stepTitle = humanize(entry.step.rawValue)
        let crumbs = [catalog.root?.title ?? humanize(catalog.rootID.rawValue)] + frames.map { engine.title(of: $0) }
        let path = state.path(of: entry)
        let modal = frames.last { $0.presentation != .push }?.presentation
        let canGoBack = state.stack.routes.count > 1 && state.stack.routes.last?.style != .cover
        if case .repeatQuestion(let count) = entry.kind {
            var question = "Add \(count == 0 ? "an item" : "another item")?"
            if case .flow(let reference)? = step?.kind, let repetition = reference.repetition {
                let name = catalog.flow(reference.flow)?.title ?? stepTitle
                question = "Add \(count == 0 ? "a" : "another") \(name.lowercased())?"
                if let template = repetition.prompt { question = engine.render(template, frame: frame, state: state) }
            }
            return Prompt(
                entryID: entry.id, path: path, typeName: "confirm", breadcrumb: crumbs + [stepTitle], question: question, help: nil,
                defaultText: "no", choices: [],
                prefill: state.drafts[AnswerPath.moreDraftKey(path, count: count)].map { engine.typedText($0, kind: .confirm) },
                placeholder: nil, isSecret: false, isOptional: false, modal: modal, canGoBack: canGoBack, isRepeatQuestion: true,
                completions: ["yes", "no"], completesPaths: false)
        }
        guard let step else {
            return Prompt(
                entryID: entry.id, path: path, typeName: "text", breadcrumb: crumbs, question: path, help: nil, defaultText: nil,
                choices: [], prefill: nil, placeholder: nil, isSecret: false, isOptional: true, modal: modal, canGoBack: canGoBack,
                isRepeatQuestion: false, completions: [], completesPaths: false)
        }
        let choices = engine.visibleChoices(of: step, frame: frame, state: state).enumerated().map { index, choice in
            PromptChoice(number: index + 1, value: choice.text, label: choice.label ?? choice.text, help: choice.help)
        }
        var defaultText: String?
        if case .success(let value)? = engine.defaultAnswer(for: step, frame: frame, state: state) {
            defaultText = engine.typedText(value, kind: step.kind)
        }
        var placeholder: String?
        if case .text(let template?, _) = step.kind { placeholder = engine.render(template, frame: frame, state: state) }
        var completesPaths = false
        if case .path = step.kind { completesPaths = true }
        var prompt = Prompt(
            entryID: entry.id, path: path, typeName: step.kind.typeName, breadcrumb: crumbs + [stepTitle],
            question: step.prompt.map { engine.render($0, frame: frame, state: state) } ?? stepTitle,
            help: step.help.map { engine.render($0, frame: frame, state: state) },
            defaultText: !step.isSecret
                ? defaultText : state.drafts[path] != nil ? Prompt.keptSecretText : defaultText == nil ? nil : "********",
            choices: choices,
            prefill: step.isSecret ? nil : state.drafts[path].map { engine.prefillText($0, kind: step.kind, choices: choices) },
            placeholder: placeholder, isSecret: step.isSecret, isOptional: !step.isRequired && defaultText == nil, modal: modal,
            canGoBack: canGoBack, isRepeatQuestion: false,
            completions: engine.completions(for: step, choices: choices, frame: frame, state: state),
            completesPaths: completesPaths)
        if case .multiselect = step.kind {
            prompt.minimumSelections = step.validation.min.flatMap { Int(exactly: $0.rounded(.up)) }
            prompt.maximumSelections = step.validation.max.flatMap { Int(exactly: $0.rounded(.down)) }
        }
        return prompt
    }

    /// Every property of a prompt, read one by one (not through `==`).
    static func properties(_ p: Prompt) -> String {
        "\(p.entryID) \(p.path) \(p.typeName) \(p.breadcrumb) q=\(p.question) h=\(String(describing: p.help)) "
            + "d=\(String(describing: p.defaultText)) \(p.choices.map { "\($0.number):\($0.value):\($0.label)" }) "
            + "pre=\(String(describing: p.prefill)) ph=\(String(describing: p.placeholder)) \(p.isSecret) \(p.isOptional) "
            + "\(String(describing: p.modal)) \(p.canGoBack) \(p.isRepeatQuestion) \(p.completions) \(p.completesPaths)"
    }

    // MARK: Tests

    @Test func promptsAreTheSameBuiltEveryWay() throws {
        var rng = SplitMix64(seed: 0x9e0_0071)
        // What the prompts covered: repeat questions, modal and sub-flow steps, secrets,
        // the plugin type, choices with `when` hidden and shown, drafts pre-filled after `back`.
        var seen: Set<String> = []
        for round in 0..<40 {
            let text = Self.randomFlowFile(using: &rng)
            let result = FlowLoader(plugins: PluginTests.registry).load(string: text, name: "random.json")
            let catalog = try #require(result.catalog, "round \(round): \(DiagnosticRenderer.render(result.diagnostics))\n\(text)")
            let engine = Engine(catalog: catalog, plugins: PluginTests.registry)
            for _ in 0..<6 {
                var state = WizardState()
                var outcome = engine.start(&state)
                for _ in 0..<40 {
                    guard case .asking(let prompt) = outcome.status, let entry = state.current else { break }
                    let fast = engine.prompt(for: entry, in: state)
                    let expected = Self.reference(engine, entry, state)
                    let where_ = "round \(round) at \(state.path(of: entry))\n\(text)"
                    #expect(prompt == fast && fast == prompt, "\(where_)")
                    #expect(fast == expected && expected == fast, "\(where_)")
                    #expect(Self.properties(fast) == Self.properties(expected), "\(where_)")
                    if fast.isRepeatQuestion { seen.insert("repeat") }
                    if fast.modal != nil { seen.insert("modal") }
                    if entry.frame != nil { seen.insert("sub-flow") }
                    if fast.isSecret { seen.insert("secret") }
                    if fast.typeName == "color" { seen.insert("plugin") }
                    if entry.kind == .step, let all = engine.step(of: entry, in: state)?.kind.choices,
                        all.contains(where: { $0.when != nil })
                    {
                        seen.insert(fast.choices.count < all.count ? "hidden" : "shown")
                    }
                    if fast.prefill != nil { seen.insert("prefill") }
                    let line = Self.lines[Int.random(in: 0..<Self.lines.count, using: &rng)]
                    outcome = engine.handle(Command.parse(line) ?? .help, in: &state)
                }
            }
        }
        #expect(seen == ["repeat", "modal", "sub-flow", "secret", "plugin", "hidden", "shown", "prefill"])
    }
}
