import Foundation
import Testing
import WizardTestSupport

/// `wizard --help`, `:help` and the start banner name the keys readline has bound after
/// the user's inputrc, not the defaults.
@Suite struct BoundKeysTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var inputrc: String
        /// The `wizard-back` line of the keystroke list, trimmed.
        var backLine: String
    }

    static let cases: [Case] = [
        Case(
            testDescription: "no inputrc: the defaults", inputrc: "",
            backLine: "Alt-Up, Alt-k (Esc k)    wizard-back     back one step, old answer pre-filled"),
        Case(
            testDescription: "Esc k rebound to kill-line inside $if wizard (bug: Alt-k still listed)",
            inputrc: "$if wizard\n\"\\ek\": kill-line\n$endif\n",
            backLine: "Alt-Up                   wizard-back     back one step, old answer pre-filled"),
        Case(
            testDescription: "a key of the user's own for wizard-back is listed",
            inputrc: "$if wizard\n\"\\C-xb\": wizard-back\n$endif\n",
            backLine: "Alt-Up, Alt-k (Esc k), Ctrl-x b  wizard-back     back one step, old answer pre-filled"),
        Case(
            testDescription: "both defaults taken for other commands: not bound",
            inputrc: "$if wizard\n\"\\ek\": kill-line\n\"\\e[1;3A\": beginning-of-line\n$endif\n",
            backLine: "(not bound)              wizard-back     back one step, old answer pre-filled"),
    ]

    @Test(arguments: cases)
    func helpListsBoundKeys(_ c: Case) throws {
        let folder = try TemporaryFolder()
        let inputrc = try folder.write("inputrc", c.inputrc)
        let result = try WizardProcess.run(["--help"], environment: ["INPUTRC": inputrc, "HOME": folder.url.path])
        #expect(result.status == 0)
        let line = result.stdout.split(separator: "\n").first { $0.contains("wizard-back ") }
        #expect(line.map { $0.trimmingCharacters(in: .whitespaces) } == c.backLine, "\(result.stdout)")
    }

    @Test("keys of every kind are written as readline writes them: control, Meta, Rubout, a backslash, a prefix")
    func everyKindOfKeyIsNamed() throws {
        let folder = try TemporaryFolder()
        let inputrc = try folder.write(
            "inputrc",
            #"""
            $if wizard
            "\C-x\C-b": wizard-back
            "\e\C-b": wizard-back
            "\M-q": wizard-back
            "\C-t": wizard-back
            "\C-x\\": wizard-root
            "\C-?": wizard-dismiss
            $endif

            """#)
        let result = try WizardProcess.run(["--help"], environment: ["INPUTRC": inputrc, "HOME": folder.url.path])
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n").filter { $0.contains("  wizard-") }.map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        #expect(
            rows == [
                #"Alt-Up, Alt-k (Esc k), \361, Ctrl-t, Ctrl-x Ctrl-b, Alt-Ctrl-b wizard-back back one step, old answer pre-filled"#,
                #"Alt-Home, Alt-a (Esc a), \C-x\\ wizard-root back to the first step"#,
                #"Alt-Down, Alt-x (Esc x), Ctrl-? wizard-dismiss close the sheet, answers discarded"#,
                #"F1, Alt-h (Esc h) wizard-help the step's help and these lists"#,
                "Ctrl-p, Up wizard-choice-up previous choice", "Ctrl-n, Down wizard-choice-down next choice",
                "PageUp wizard-choice-page-up one page up", "PageDown wizard-choice-page-down one page down",
                "Home wizard-choice-first first choice", "End wizard-choice-last last choice",
                "Space wizard-choice-toggle mark or unmark (multiselect)",
            ], "\(result.stdout)")
    }

    @Test("the banner at a terminal names the bound keys (bug: Alt-k shown after it was rebound)")
    func bannerShowsBoundKeys() throws {
        let box = try ReadlineEndToEndTests.Sandbox(inputrc: "$if wizard\n\"\\ek\": kill-line\n\"\\C-xb\": wizard-back\n$endif\n")
        let pty = try box.start()
        try pty.waitForInput("? Name")
        #expect(pty.text.contains("Signup › Name (1/4+)"), "the readline driver shows the step's place too")
        // The line is wrapped at word boundaries to the 100 columns: read as the screen shows it.
        let screen = pty.screen.lines.joined(separator: " ")
        #expect(
            screen.contains(
                "Keys: Alt-Up or Ctrl-x b :back · Alt-Home or Alt-a :root · Alt-Down or Alt-x :dismiss · F1 or Alt-h :help · Tab complete"
            ), "\(pty.screen.text)")
        pty.send(":quit\r")
        _ = try pty.waitForExit()
    }
}
