import Testing

@testable import WizardCore
@testable import WizardEngine

/// The exact lines the renderer writes for notices that speak in the program's voice.
@Suite struct NoticeSentenceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var notice: Notice
        var text: String
    }

    static let cases: [Case] = [
        Case(
            testDescription: "a set-aside source is a 'wizard: warning:' line (bug: no 'wizard:' prefix)",
            notice: .sourceSetAside(path: "port", source: .set, reason: "the answer must be at most 9"),
            text: "wizard: warning: the --set value for port was set aside: the answer must be at most 9\n"),
        Case(
            testDescription: "the impact review names the change and each dropped answer",
            notice: .answersDropped(AnswerImpact(changedPath: "name", droppedPaths: ["card", "billing.plan"])),
            text: "changing name drops 2 later answers: card, billing.plan\n"),
        Case(
            testDescription: "one dropped answer is singular, control characters escaped",
            notice: .answersDropped(AnswerImpact(changedPath: "a\u{1B}", droppedPaths: ["b"])),
            text: "changing a\\e drops 1 later answer: b\n"),
        Case(
            testDescription: "dropped and stale together, one line",
            notice: .answersDropped(AnswerImpact(changedPath: "plan", droppedPaths: ["card"], staleDefaultPaths: ["slug", "url"])),
            text: "changing plan drops 1 later answer: card; 2 later defaults follow it: slug, url\n"),
        Case(
            testDescription: "back ID refused: more than six answered steps say how many earlier ones are left out",
            notice: .refused(.notOnStack("zz", onStack: ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8"])),
            text: "✗ 'zz' is not a step you have answered here (answered: 2 earlier, then a3, a4, a5, a6, a7, a8)\n"),
        Case(
            testDescription: "back or dismiss at a cover's first step: it cannot be left (bug: said only 'dismissed' to :back)",
            notice: .refused(.coverCannotBeDismissed),
            text: "✗ this part must be completed: it cannot be left or dismissed (use :quit to stop and resume later)\n"),
        Case(
            testDescription: "navigation at a resumed secret is refused with how to go on",
            notice: .refused(.secretsFirst(path: "db.password")),
            text:
                "✗ a resumed run asks its secrets again first: give db.password, then :back, :root and :dismiss work as usual (:quit stops)\n"
        ),
        Case(
            testDescription: "':close' is answered with ':dismiss' and the list of commands (bug: 'unknown command' alone)",
            notice: .refused(.unknownCommand(":close")),
            text:
                "✗ unknown command ':close'; did you mean ':dismiss'; the commands are :back, :back ID, :root, :dismiss, :help, :quit (::text answers ':text')\n"
        ),
        Case(
            testDescription: "a command with no likely meaning still gets the list",
            notice: .refused(.unknownCommand(":zzz")),
            text: "✗ unknown command ':zzz'; the commands are :back, :back ID, :root, :dismiss, :help, :quit (::text answers ':text')\n"),
    ]

    @Test(arguments: cases)
    func sentence(_ c: Case) {
        #expect(PromptRenderer(usesColor: false).notice(c.notice) == c.text)
    }

    @Test("the breadcrumb ends in the step's place, with + while the steps ahead are not all known")
    func breadcrumbPosition() {
        let prompt = Prompt(
            entryID: EntryID(1), path: "port", typeName: "integer", breadcrumb: ["Setup", "Port"], question: "Port?", help: nil,
            defaultText: nil, choices: [], prefill: nil, placeholder: nil, isSecret: false, isOptional: false, modal: nil,
            canGoBack: true, isRepeatQuestion: false, completions: [], completesPaths: false)
        let renderer = PromptRenderer(usesColor: false)
        #expect(renderer.header(prompt, position: RunPosition(step: 6, total: 9, isTotalKnown: true)) == "Setup › Port (6/9)\n")
        #expect(renderer.header(prompt, position: RunPosition(step: 6, total: 6, isTotalKnown: false)) == "Setup › Port (6/6+)\n")
        #expect(renderer.header(prompt) == "Setup › Port\n")
    }
}
