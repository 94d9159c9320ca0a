import WizardEngine

#if canImport(Glibc)
    import Glibc
#endif

/// The pickers' figures: a filter keystroke over 100,000 choices (in process: the new
/// matches and the frame drawn from them), and the first prompt of a picker step against a
/// line prompt's (the whole binary on a pseudo-terminal).
enum PickerFigures {
    /// Wall-clock milliseconds on the monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
    }

    /// Types `region 99999` one key at a time into a picker of `count` choices, then deletes
    /// the last five keys one at a time (each deletion searches every choice again); the
    /// slowest keystroke's median over `repetitions` runs, each keystroke timed from the
    /// new filter to the frame computed.
    static func filterKeystroke(count: Int, repetitions: Int) {
        guard let prompt = selectPrompt(choices: count) else {
            print("filter benchmark skipped: the generated flow did not load")
            return
        }
        let choices = prompt.choices
        let typed = Array("region 99999")
        var filters = (1...typed.count).map { String(typed.prefix($0)) }
        filters += (1...5).map { String(typed.dropLast($0)) }
        var samples = Array(repeating: [Double](), count: filters.count)
        for _ in 0..<repetitions {
            var picker = PickerState(choices: choices, allowsMany: false, selected: nil, rows: 10)
            for (index, filter) in filters.enumerated() {
                let start = now()
                picker.apply(.filter(filter))
                let frame = PickerFrame(picker: picker, prompt: prompt, width: 80, usesColor: true)
                samples[index].append(now() - start)
                if frame.lines.isEmpty { print("empty frame") }
            }
        }
        let medians = samples.map(median)
        let worst = medians.indices.max { medians[$0] < medians[$1] } ?? 0
        report("filter keystroke, \(count) choices: slowest ('\(filters[worst])')", medians[worst], "ms", target: 16)
        report("  median keystroke", median(medians), "ms", target: 16)
        var picker = PickerState(choices: choices, allowsMany: false, selected: nil, rows: 10)
        let start = now()
        for _ in 0..<repetitions { picker.apply(.down) }
        report("  cursor move (Down)", (now() - start) / Double(repetitions), "ms")
    }

    /// The first prompt of a flow whose first step is a select of 10 choices against one whose
    /// first step is a text: spawned on a pseudo-terminal in turns, timed to the first byte
    /// of the picker's frame (`ESC 7`, the painter's first move) and to the line's `?`.
    static func firstPrompt(repetitions: Int) {
        let binary = Spawn.wizardBinary()
        guard access(binary, X_OK) == 0 else {
            print("picker first-prompt benchmark skipped: \(binary) is not built")
            return
        }
        let text = "/tmp/wizard-bench-\(getpid())-text.json"
        let select = "/tmp/wizard-bench-\(getpid())-select.json"
        let choices = (1...10).map { "\"choice-\($0)\"" }.joined(separator: ", ")
        do {
            try AtomicFile.write(#"{"id": "t", "steps": [{"id": "a", "type": "text", "prompt": "A?"}]}"#, to: text)
            try AtomicFile.write(
                #"{"id": "s", "steps": [{"id": "a", "type": "select", "prompt": "A?", "choices": ["# + choices + "]}]}", to: select)
        } catch {
            print("cannot write the picker benchmark's flows")
            return
        }
        defer {
            unlink(text)
            unlink(select)
        }
        let commands: [(path: String, marker: UInt8)] = [(text, UInt8(ascii: "?")), (select, UInt8(ascii: "7"))]
        var times: [[Double]] = [[], []]
        var transcripts = ["", ""]
        for round in 0..<repetitions {
            for turn in 0..<2 {
                let index = (round + turn) % 2
                if let run = Spawn.timeOnTerminal(
                    until: commands[index].marker, binary, ["run", commands[index].path, "--no-color"], transcript: &transcripts[index])
                {
                    times[index].append(run.milliseconds)
                }
            }
        }
        guard !times[0].isEmpty, !times[1].isEmpty else {
            print("picker first prompt: nothing measured; output was: \(TerminalText.escape(transcripts[1]))")
            return
        }
        report("first prompt, a text step", median(times[0]), "ms")
        report("first prompt, a select step (its picker drawn)", median(times[1]), "ms")
        report("  the picker's first prompt after the line prompt's", median(times[1]) - median(times[0]), "ms", target: 3)
    }

    /// The prompt of a select step with `choices` choices (`Region N · north`), loaded and
    /// started like any flow.
    private static func selectPrompt(choices: Int) -> Prompt? {
        let sides = ["north", "south", "east", "west"]
        let list = (1...choices).map { #"{"value": "r\#($0)", "label": "Region \#($0) · \#(sides[$0 % 4])"}"# }
        let flow =
            #"{"id": "p", "steps": [{"id": "a", "type": "select", "prompt": "A?", "choices": ["# + list.joined(separator: ",") + "]}]}"
        guard let catalog = FlowLoader().load(string: flow).catalog else { return nil }
        var state = WizardState()
        guard case .asking(let prompt) = Engine(catalog: catalog).start(&state).status else { return nil }
        return prompt
    }
}
