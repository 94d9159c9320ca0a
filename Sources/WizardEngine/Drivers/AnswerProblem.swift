/// One finding of `wizard check`: an answer a non-interactive run would miss, refuse or not use.
package struct AnswerProblem: Sendable, Equatable {
    /// Whether the problem makes the run fail.
    package enum Severity: String, Sendable, Equatable {
        /// `error`: the run would fail; `warning` and `note`: it would not.
        case error, warning, note
    }

    /// Where a provided answer came from.
    package enum Source: Sendable, Equatable {
        /// A `--set` pair.
        case set
        /// The answers file, at the value's position when known (else the file's name).
        case answersFile(SourceLocation?, file: String)
        /// The step's `env` variable, by name.
        case environment(String)
        /// The step's default.
        case `default`
    }

    /// What is wrong.
    package enum Kind: Sendable, Equatable {
        /// No source answers the step and it has no default.
        case missingAnswer(type: String, environmentVariable: String?)
        /// The answer from `source` is refused.
        case invalidAnswer(reason: String)
        /// The key names no step; `suggestion` is the closest step id.
        case unknownKey(flow: String, suggestion: String?)
        /// The key names a step that takes no answer (a `message`) or has the wrong shape.
        case misshapenKey(reason: String)
        /// The key names a step the run does not reach with these answers.
        case unreachable
        /// No placeholder passes the step's validation, so the dry run stops here.
        case cannotContinue
        /// The dry run gave this many stand-in answers without reaching the end (the flow loops), so it stopped.
        case stoppedAfter(Int)
        /// The run itself fails (a runaway loop, an expression error).
        case runFailed(String)
    }

    /// The answer path (`db.port`, `servers.1.host`).
    package var path: String
    /// What is wrong.
    package var kind: Kind
    /// Where the answer came from, when one was given.
    package var source: Source?
    /// Error, warning or note.
    package var severity: Severity

    /// Creates a problem.
    ///
    /// - Parameters:
    ///   - path: the answer path (`db.port`, `servers.1.host`).
    ///   - kind: what is wrong.
    ///   - source: where the answer came from, or nil when none was given.
    ///   - severity: error, warning or note.
    package init(path: String, kind: Kind, source: Source? = nil, severity: Severity) {
        self.path = path
        self.kind = kind
        self.source = source
        self.severity = severity
    }

    /// The problem as the one line `run` and `check` print: `wizard: error: PATH: ...`.
    package var line: String { "wizard: \(severity.rawValue): \(sentence)" }

    /// The problem as one escaped line, without severity prefix; it never holds an answer's value.
    package var sentence: String {
        let path = TerminalText.escape(self.path)
        let from = source.map { " from " + $0.description } ?? ""
        let within = source.map { " in " + $0.description } ?? ""
        switch kind {
        case .missingAnswer(let type, let variable):
            let env = variable.map { ", env \(TerminalText.escape($0)) (not set)" } ?? ""
            return "\(path): missing answer (expected \(type)): no --set, answers-file entry\(env) or default"
        case .invalidAnswer(let reason):
            return "\(path): invalid answer\(from): \(TerminalText.escape(reason))"
        case .unknownKey(let flow, let suggestion):
            let last = self.path.split(separator: ".").last.map(String.init) ?? self.path
            var text = "\(path): unknown answer key\(within): flow \(TerminalText.quote(flow)) has no step \(TerminalText.quote(last))"
            if let suggestion { text += "; did you mean \(TerminalText.quote(suggestion))?" }
            return text
        case .misshapenKey(let reason):
            return "\(path): unusable answer\(within): \(TerminalText.escape(reason))"
        case .unreachable:
            return "\(path): unused answer\(within): the run does not reach this step with these answers"
        case .cannotContinue:
            return "\(path): cannot check past this step: no placeholder answer passes its validation"
        case .stoppedAfter(let count):
            return "\(path): the check stopped after \(count) stand-in answers: the flow keeps looping with these answers"
        case .runFailed(let sentence):
            return "\(path): \(sentence)"
        }
    }
}

extension AnswerProblem.Source: CustomStringConvertible {
    /// `--set`, `answers.json:3:11`, `env NAME`, `the default`.
    package var description: String {
        switch self {
        case .set: "--set"
        case .answersFile(let location, let file): TerminalText.escape(location?.description ?? file)
        case .environment(let name): "env \(TerminalText.escape(name))"
        case .default: "the default"
        }
    }
}

extension AnswerProblem {
    /// The problem as the one line a run prints, in the language of `messages`: a missing
    /// or an invalid answer is worded from the catalogues; the others, shared with `wizard
    /// check` (whose list stays English), as `line` words them.
    package func line(_ messages: Messages) -> String {
        let path = TerminalText.escape(self.path)
        let text: String
        switch kind {
        case .missingAnswer(let type, let variable?):
            text = messages.text(.answerMissingEnv, ["path": path, "type": type, "name": TerminalText.escape(variable)])
        case .missingAnswer(let type, nil):
            text = messages.text(.answerMissing, ["path": path, "type": type])
        case .invalidAnswer(let reason):
            let shown = TerminalText.escape(reason)
            switch source {
            case .default?: text = messages.text(.answerInvalidDefault, ["path": path, "reason": shown])
            case let source?: text = messages.text(.answerInvalid, ["path": path, "source": source.description, "reason": shown])
            case nil: text = messages.text(.answerInvalidNoSource, ["path": path, "reason": shown])
            }
        default:
            return line
        }
        return "wizard: \(severity.rawValue): \(text)"
    }
}
