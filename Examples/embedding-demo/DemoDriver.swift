import WizardEngine

/// The demo's input policy, as a `TerminalDriver` over `PlainDriver` (decided for
/// `swift run embedding-demo < /dev/null`, see docs/embedding.md):
/// - standard input a terminal: read lines as typed; Ctrl-D ends the run;
/// - standard input piped and empty (`/dev/null`): play `script` instead, echoed;
/// - when the lines (piped or scripted) run out: answer with an empty line, which means
///   "the default"; if that is refused (no default) the run ends as input ended.
struct DemoDriver: TerminalDriver {
    private var plain = PlainDriver()
    private var script: ArraySlice<String>?
    private var hasReadLine = false
    private var isExhausted = false
    private var lastDefaulted: String?
    private let fallbackScript: [String]

    init(fallbackScript: [String]) {
        self.fallbackScript = fallbackScript
    }

    var usesColor: Bool { false }
    var inputSource: AnswerSource { plain.inputSource }

    mutating func write(_ text: String) {
        plain.write(text)
    }

    mutating func readLine(_ linePrompt: String, for prompt: Prompt) -> DriverInput {
        if script == nil, !isExhausted {
            let input = plain.readLine(linePrompt, for: prompt)
            guard input == .endOfInput else {
                hasReadLine = true
                return input
            }
            if plain.inputSource == .typed { return .endOfInput }
            if hasReadLine {
                isExhausted = true
            } else {
                script = fallbackScript[...]
                plain.write("(standard input is empty: playing the built-in script)\n")
            }
            return readLine(linePrompt, for: prompt)
        }
        plain.write(linePrompt)
        if let line = script?.popFirst() {
            plain.write(line + "\n")
            return .line(line)
        }
        let key = prompt.path + "#\(prompt.entryID.rawValue)"
        if lastDefaulted == key { return .endOfInput }
        lastDefaulted = key
        plain.write("(no more input: the default)\n")
        return .line("")
    }
}
