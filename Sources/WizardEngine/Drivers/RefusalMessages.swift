/// The one place that turns refusals and run errors into sentences.
public enum RefusalMessages {
    /// The refusal of an input line that is not valid UTF-8 (nothing recorded, asked again).
    public static let inputNotUTF8 = Messages.english.text(.refusalNotUTF8)

    /// One line for a refused input or command, escaped, with a "did you mean" when one is close.
    ///
    /// - Parameters:
    ///   - refusal: the refusal to describe.
    ///   - messages: the language of the sentence; English by default.
    /// - Returns: one sentence, with no trailing newline or `✗` mark.
    public static func sentence(for refusal: Refusal, messages: Messages = .english) -> String {
        func text(_ key: MessageKey, _ arguments: [String: String] = [:]) -> String { messages.text(key, arguments) }
        switch refusal {
        case .invalidAnswer(_, let reason):
            return TerminalText.escape(reason)
        case .atFirstStep:
            return text(.refusalAtFirstStep)
        case .alreadyAtRoot:
            return text(.refusalAlreadyAtRoot)
        case .notOnStack(let name, let onStack):
            var sentence = text(.refusalNotOnStack, ["name": TerminalText.escape(name)])
            if let suggestion = closestMatch(to: name, among: onStack) {
                sentence += text(.refusalDidYouMean, ["suggestion": TerminalText.escape(suggestion)])
            } else if !onStack.isEmpty {
                // The latest six; how many earlier ones are left out is said.
                let shown = onStack.suffix(6).map { TerminalText.escape($0) }.joined(separator: ", ")
                let earlier = onStack.count - 6
                sentence +=
                    " "
                    + (earlier > 0
                        ? text(.refusalAnsweredEarlier, ["count": String(earlier), "steps": shown])
                        : text(.refusalAnswered, ["steps": shown]))
            }
            return sentence
        case .belowModal(let name, let presentation):
            return text(presentation == .cover ? .refusalBelowCover : .refusalBelowSheet, ["name": TerminalText.escape(name)])
        case .alreadyThere(let name):
            return text(.refusalAlreadyThere, ["name": TerminalText.escape(name)])
        case .notInModal:
            return text(.refusalNotInModal)
        case .coverCannotBeDismissed:
            return text(.refusalCoverCannotBeDismissed)
        case .nothingBeneathSheet:
            return text(.refusalNothingBeneathSheet)
        case .unknownCommand(let line):
            let name = line.dropFirst().split(separator: " ").first.map(String.init) ?? ""
            var sentence = text(.refusalUnknownCommand, ["line": TerminalText.escape(String(line.prefix(40)))])
            // Words people try for the same thing: `:close` is `:dismiss`, `:exit` is `:quit`.
            let synonyms = [
                "close": "dismiss", "cancel": "dismiss", "exit": "quit", "stop": "quit", "previous": "back", "prev": "back",
                "start": "root", "first": "root", "home": "root",
            ]
            if let s = closestMatch(to: name, among: ["back", "root", "dismiss", "help", "quit"]) ?? synonyms[name.lowercased()] {
                sentence += text(.refusalDidYouMeanCommand, ["command": s])
            }
            return sentence + text(.refusalCommands)
        case .notRunning:
            return text(.refusalNotRunning)
        case .notReviewed(let input, let paths):
            var sentence = text(.refusalNotReviewed, ["input": TerminalText.escape(String(input.prefix(40)))])
            if let suggestion = closestMatch(to: input, among: paths) {
                sentence += text(.refusalDidYouMean, ["suggestion": TerminalText.escape(suggestion)])
            }
            return sentence + text(.refusalNotReviewedHint)
        case .secretsFirst(let path):
            return text(.refusalSecretsFirst, ["path": TerminalText.escape(path)])
        }
    }

    /// One line for a run that cannot go on. Paths and reasons are escaped.
    ///
    /// - Parameters:
    ///   - error: the error to describe.
    ///   - messages: the language of the sentence; English by default. A missing or
    ///     refused provided answer is worded as `wizard check` words it, in English.
    /// - Returns: one sentence, with no trailing newline or `error:` prefix, saying what
    ///   to do where there is something to do.
    public static func sentence(for error: RunError, messages: Messages = .english) -> String {
        func text(_ key: MessageKey, _ arguments: [String: String] = [:]) -> String { messages.text(key, arguments) }
        func size(_ limit: Int) -> String { limit % (1024 * 1024) == 0 ? "\(limit / (1024 * 1024)) MiB" : "\(limit) bytes" }
        switch error {
        // Worded as `wizard check` words them (one sentence for one problem).
        case .missingAnswer(let path, let type):
            return AnswerProblem(path: path, kind: .missingAnswer(type: type, environmentVariable: nil), severity: .error).sentence
        case .invalidProvidedAnswer(let path, let source, let reason):
            let named: AnswerProblem.Source? =
                switch source {
                case .set: .set
                case .answersFile: .answersFile(nil, file: "the answers file")
                default: nil
                }
            return AnswerProblem(path: path, kind: .invalidAnswer(reason: reason), source: named, severity: .error).sentence
        case .runawayLoop(let limit):
            return text(.errorRunawayLoop, ["limit": String(limit)])
        case .recordedTooMuch(let limit):
            return text(.errorRecordedTooMuch, ["size": size(limit)])
        case .printedTooMuch(let limit):
            return text(.errorPrintedTooMuch, ["size": size(limit)])
        case .evaluatedTooMuch(let limit):
            return text(.errorEvaluatedTooMuch, ["size": size(limit)])
        case .evaluationFailed(let path, let reason):
            return text(.errorEvaluationFailed, ["path": TerminalText.escape(path), "reason": TerminalText.escape(reason)])
        case .notStarted:
            return text(.errorNotStarted)
        case .deepLinkUnknown(let target, let reason):
            return text(.errorDeepLinkUnknown, ["target": TerminalText.escape(target), "reason": TerminalText.escape(reason)])
        case .deepLinkUnreachable(let target, let blockedAt?):
            return text(.errorDeepLinkUnanswered, ["target": TerminalText.escape(target), "step": TerminalText.escape(blockedAt)])
        case .deepLinkSkipped(let target, let skipped) where skipped == target:
            return text(.errorDeepLinkWhen, ["target": TerminalText.escape(target)])
        case .deepLinkSkipped(let target, let skipped):
            return text(.errorDeepLinkSkipped, ["target": TerminalText.escape(target), "step": TerminalText.escape(skipped)])
        case .nestingTooDeep(let path, let limit):
            return text(.errorNestingTooDeep, ["path": TerminalText.escape(path), "limit": String(limit)])
        case .recordedSecretUnanswered(let path):
            return text(.errorSecretUnanswered, ["path": TerminalText.escape(path), "marker": WizardRunner.secretMarker])
        case .recordedSecretMisplaced(let path):
            return text(.errorSecretMisplaced, ["path": TerminalText.escape(path), "marker": WizardRunner.secretMarker])
        case .deepLinkUnreachable(let target, nil):
            return text(.errorDeepLinkEnded, ["target": TerminalText.escape(target)])
        }
    }
}
