/// The one place that turns refusals and run errors into sentences.
public enum RefusalMessages {
    /// The refusal of an input line that is not valid UTF-8 (nothing recorded, asked again).
    public static let inputNotUTF8 = "the input is not valid UTF-8; it was not recorded"

    /// One line for a refused input or command, escaped, with a "did you mean" when one is close.
    ///
    /// - Parameter refusal: the refusal to describe.
    /// - Returns: one sentence, with no trailing newline or `✗` mark.
    public static func sentence(for refusal: Refusal) -> String {
        switch refusal {
        case .invalidAnswer(_, let reason):
            return TerminalText.escape(reason)
        case .atFirstStep:
            return "already at the first step: there is nothing to go back to"
        case .alreadyAtRoot:
            return "already at the first step of this part of the wizard"
        case .notOnStack(let name, let onStack):
            var text = "'\(TerminalText.escape(name))' is not a step you have answered here"
            if let suggestion = closestMatch(to: name, among: onStack) {
                text += "; did you mean '\(TerminalText.escape(suggestion))'?"
            } else if !onStack.isEmpty {
                // The latest six; how many earlier ones are left out is said.
                let shown = onStack.suffix(6).map { TerminalText.escape($0) }.joined(separator: ", ")
                let earlier = onStack.count - 6
                text += earlier > 0 ? " (answered: \(earlier) earlier, then \(shown))" : " (answered: \(shown))"
            }
            return text
        case .belowModal(let name, let presentation):
            return "'\(TerminalText.escape(name))' is outside this \(presentation.rawValue); "
                + (presentation == .cover ? "complete it first" : "use :dismiss to leave it first")
        case .alreadyThere(let name):
            return "you are at '\(TerminalText.escape(name))' already"
        case .notInModal:
            return "there is no sheet to dismiss here"
        case .coverCannotBeDismissed:
            return "this part must be completed: it cannot be left or dismissed (use :quit to stop and resume later)"
        case .nothingBeneathSheet:
            return "this sheet cannot be dismissed: there is no step before it"
        case .unknownCommand(let line):
            let name = line.dropFirst().split(separator: " ").first.map(String.init) ?? ""
            var text = "unknown command '\(TerminalText.escape(String(line.prefix(40))))'"
            // Words people try for the same thing: `:close` is `:dismiss`, `:exit` is `:quit`.
            let synonyms = [
                "close": "dismiss", "cancel": "dismiss", "exit": "quit", "stop": "quit", "previous": "back", "prev": "back",
                "start": "root", "first": "root", "home": "root",
            ]
            if let s = closestMatch(to: name, among: ["back", "root", "dismiss", "help", "quit"]) ?? synonyms[name.lowercased()] {
                text += "; did you mean ':\(s)'"
            }
            return text + "; the commands are :back, :back ID, :root, :dismiss, :help, :quit (::text answers ':text')"
        case .notRunning:
            return "the wizard is not waiting for an answer"
        case .notReviewed(let input, let paths):
            var text = "'\(TerminalText.escape(String(input.prefix(40))))' is not an answer of the review"
            if let suggestion = closestMatch(to: input, among: paths) {
                text += "; did you mean '\(TerminalText.escape(suggestion))'?"
            }
            return text + ": type its number or answer path to change it, or an empty line to finish"
        case .secretsFirst(let path):
            return
                "a resumed run asks its secrets again first: give \(TerminalText.escape(path)), then :back, :root and :dismiss work as usual (:quit stops)"
        }
    }

    /// One line for a run that cannot go on. Paths and reasons are escaped.
    ///
    /// - Parameter error: the error to describe.
    /// - Returns: one sentence, with no trailing newline or `error:` prefix, saying what
    ///   to do where there is something to do.
    public static func sentence(for error: RunError) -> String {
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
            return "the flow went through more than \(limit) steps: it looks like a loop that never ends"
        case .recordedTooMuch(let limit):
            let size = limit % (1024 * 1024) == 0 ? "\(limit / (1024 * 1024)) MiB" : "\(limit) bytes"
            return "the run recorded more than \(size) of answers: it looks like a loop that never ends"
        case .printedTooMuch(let limit):
            let size = limit % (1024 * 1024) == 0 ? "\(limit / (1024 * 1024)) MiB" : "\(limit) bytes"
            return "the run printed more than \(size) of prompts and messages: it looks like a loop that never ends"
        case .evaluatedTooMuch(let limit):
            let size = limit % (1024 * 1024) == 0 ? "\(limit / (1024 * 1024)) MiB" : "\(limit) bytes"
            return "the conditions evaluated between two questions scanned more than \(size): it looks like a loop that never ends"
        case .evaluationFailed(let path, let reason):
            return "the condition of \(TerminalText.escape(path)) could not be evaluated: \(TerminalText.escape(reason))"
        case .notStarted:
            return "there is nothing to ask: the run has not started"
        case .deepLinkUnknown(let target, let reason):
            return "--at \(TerminalText.escape(target)): \(TerminalText.escape(reason))"
        case .deepLinkUnreachable(let target, let blockedAt?):
            return
                "--at \(TerminalText.escape(target)) cannot be reached: \(TerminalText.escape(blockedAt)) before it has no answer (give it with --set, --answers or a default)"
        case .deepLinkSkipped(let target, let skipped) where skipped == target:
            return "--at \(TerminalText.escape(target)) cannot be reached: its 'when' does not hold with these answers"
        case .deepLinkSkipped(let target, let skipped):
            return
                "--at \(TerminalText.escape(target)) cannot be reached: \(TerminalText.escape(skipped)) is skipped, its 'when' does not hold with these answers"
        case .nestingTooDeep(let path, let limit):
            return
                "\(TerminalText.escape(path)) opens a sub-flow nested deeper than \(limit) sub-flows: its answers could not be written; the flow recurses too far with these answers"
        case .recordedSecretUnanswered(let path):
            let shown = TerminalText.escape(path)
            return
                "the input gives the secret \(shown) as recorded (a '\(WizardRunner.secretMarker)' line), but nothing supplies it: give it with --set \(shown)=VALUE, --answers FILE or the step's env variable"
        case .recordedSecretMisplaced(let path):
            return
                "the input has a recorded secret (a '\(WizardRunner.secretMarker)' line) where \(TerminalText.escape(path)) is asked, which is not a secret: the recorded input does not fit this flow"
        case .deepLinkUnreachable(let target, nil):
            return "--at \(TerminalText.escape(target)) cannot be reached: the flow ends before it with these answers"
        }
    }
}
