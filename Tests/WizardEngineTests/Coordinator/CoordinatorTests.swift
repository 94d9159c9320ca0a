import Testing
import WizardEngine

/// Coordinator-style navigation: whole routes value after every command, the cover rule
/// for typed gestures, guards, child coordinators, and the runner on a scripted driver.
@Suite struct CoordinatorTests {
    enum S: Hashable, Sendable {
        case home, details, sheetA, sheetB, cover, child(C)
    }
    enum C: Hashable, Sendable { case first, second }

    /// home → push details → sheet A → push B → cover (closed by `.close`) → back to home.
    static var flow: ScreenFlow<S> {
        ScreenFlow<S>(
            prompt: { screen in
                switch screen {
                case .home: ScreenPrompt("Home", kind: .select(["details", "child-push", "child-sheet"], default: "details"))
                case .details: ScreenPrompt("Details", kind: .text(default: "d"))
                case .sheetA: ScreenPrompt("A", kind: .text(isRequired: false))
                case .sheetB: ScreenPrompt("B", kind: .confirm(default: true))
                case .cover: ScreenPrompt("Cover", kind: .confirm())
                case .child: ScreenPrompt("unused")
                }
            },
            next: { screen, answer in
                switch screen {
                case .home:
                    switch answer.stringValue {
                    case "child-push": .push(.child(.first))
                    case "child-sheet": .sheet(.child(.first))
                    default: .push(.details)
                    }
                case .details: .sheet(.sheetA)
                case .sheetA: .push(.sheetB)
                case .sheetB: answer == .bool(true) ? .cover(.cover) : .goBackTo(.sheetA)
                case .cover: answer == .bool(true) ? .sequence([.dismissAll, .goBackTo(.home)]) : .refuse("say yes")
                case .child: .finish
                }
            }
        ).including(
            ScreenFlow<C>(
                prompt: { $0 == .first ? ScreenPrompt("C1") : ScreenPrompt("C2") },
                next: { screen, _ in screen == .first ? .push(.second) : .finish }),
            embed: S.child, extract: { if case .child(let c) = $0 { c } else { nil } },
            onFinish: { _, _ in .navigate(.forceDismiss) })
    }

    struct Case: CustomTestStringConvertible {
        var testDescription: String
        var lines: [String]
        var routes: [Route<S>]
        var refusals: [Refusal] = []
        var isFinished = false
    }

    static let cases = [
        Case(testDescription: "push then a sheet", lines: ["", "x"], routes: [.push(.home), .push(.details), .sheet(.sheetA)]),
        Case(
            testDescription: ":dismiss closes the sheet, answers gone with its routes",
            lines: ["", "x", "a", ":dismiss"], routes: [.push(.home), .push(.details)]),
        Case(
            testDescription: ":back at a sheet's first screen dismisses it",
            lines: ["", "x", ":back"], routes: [.push(.home), .push(.details)]),
        Case(
            testDescription: ":dismiss and :back at a cover are refused, routes unchanged",
            lines: ["", "x", "a", "y", ":dismiss", ":back"],
            routes: [.push(.home), .push(.details), .sheet(.sheetA), .push(.sheetB), .cover(.cover)],
            refusals: [.coverCannotBeDismissed, .coverCannotBeDismissed]),
        Case(
            testDescription: "a transition's refusal re-asks; completing the cover goes back to home",
            lines: ["", "x", "a", "y", "n", "y"], routes: [.push(.home)], refusals: [.invalidAnswer(path: "cover", reason: "say yes")]),
        Case(
            testDescription: "goBackTo from a transition, and :back NAME from the user",
            lines: ["", "x", "a", "n", "a", ":back sheetA"], routes: [.push(.home), .push(.details), .sheet(.sheetA)]),
        Case(
            testDescription: ":back NAME below the sheet is refused",
            lines: ["", "x", ":back details"], routes: [.push(.home), .push(.details), .sheet(.sheetA)],
            refusals: [.belowModal("details", presentation: .sheet)]),
        Case(
            testDescription: ":root inside a sheet goes to the sheet's first screen",
            lines: ["", "x", "a", ":root"], routes: [.push(.home), .push(.details), .sheet(.sheetA)]),
        Case(
            testDescription: ":back at the root is refused; :dismiss outside a modal is refused",
            lines: [":back", ":dismiss"], routes: [.push(.home)], refusals: [.atFirstStep, .notInModal]),
        Case(
            testDescription: "a child pushed onto the parent's stack",
            lines: ["child-push", "c1"], routes: [.push(.home), .push(.child(.first)), .push(.child(.second))]),
        Case(
            testDescription: "a child presented as a sheet; its finish closes the sheet",
            lines: ["child-sheet", "c1", "c2"], routes: [.push(.home)]),
        Case(
            testDescription: "a pushed child whose finish dismisses: the program transition is refused, routes unchanged",
            lines: ["child-push", "c1", "c2"],
            routes: [.push(.home), .push(.child(.first)), .push(.child(.second))],
            refusals: [.invalidAnswer(path: "second", reason: "the coordinator's transition was refused: notModal")]),
        Case(
            testDescription: "invalid input for the kind is refused with a sentence",
            lines: ["7"], routes: [.push(.home)],
            refusals: [
                .invalidAnswer(path: "home", reason: "expected a number from 1 to 3 or one of details, child-push, child-sheet, found '7'")
            ]),
    ]

    @Test(arguments: cases)
    func commands(_ c: Case) {
        var coordinator = Coordinator(root: S.home, flow: Self.flow)
        _ = coordinator.start()
        var refusals: [Refusal] = []
        for line in c.lines {
            guard let command = Command.parse(line) else {
                Issue.record("not a command: \(line)")
                continue
            }
            let before = coordinator.routes
            let outcome = coordinator.handle(command)
            for case .refused(let refusal) in outcome.notices {
                refusals.append(refusal)
                #expect(coordinator.routes == before, "refused '\(line)' changed the routes")
            }
            #expect(coordinator.routes.checkInvariants() == [])
        }
        #expect(coordinator.routes == Routes(routes: c.routes))
        #expect(refusals == c.refusals)
        #expect(coordinator.isFinished == c.isFinished)
    }

    /// Lines given to a coordinator whose `messages` are of `language`, and the refusals and
    /// help notices they give, exactly.
    struct SentenceCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var language: String
        var lines: [String]
        var notices: [Notice]
    }

    static let sentenceCases = [
        SentenceCase(
            testDescription: "English as before: a choice, no help, a confirm word", language: "en",
            lines: ["7", "", "x", "a", ":help", "ja", "y", "n"],
            notices: [
                .refused(
                    .invalidAnswer(
                        path: "home", reason: "expected a number from 1 to 3 or one of details, child-push, child-sheet, found '7'")),
                .help("This screen has no help."),
                .refused(.invalidAnswer(path: "sheetB", reason: "expected y, yes, n or no, found 'ja'")),
                .refused(.invalidAnswer(path: "cover", reason: "say yes")),
            ]),
        SentenceCase(
            testDescription: "English as before: an empty required answer, a refused transition", language: "en",
            lines: ["child-push", "", "c1", "c2"],
            notices: [
                .refused(.invalidAnswer(path: "first", reason: "an answer is required")),
                .refused(.invalidAnswer(path: "second", reason: "the coordinator's transition was refused: notModal")),
            ]),
        SentenceCase(
            testDescription: "German: a choice, no help, a confirm word; ja and nein are taken", language: "de",
            lines: ["7", "", "x", "a", ":help", "vielleicht", "ja", "nein"],
            notices: [
                .refused(
                    .invalidAnswer(
                        path: "home",
                        reason: "erwartet: eine Nummer von 1 bis 3 oder eines von details, child-push, child-sheet, gefunden: '7'")),
                .help("Zu diesem Bildschirm gibt es keine Hilfe."),
                .refused(.invalidAnswer(path: "sheetB", reason: "erwartet: j, ja, n, nein, y, yes, no, gefunden: 'vielleicht'")),
                // The flow's own refusal keeps its own words.
                .refused(.invalidAnswer(path: "cover", reason: "say yes")),
            ]),
        SentenceCase(
            testDescription: "German: an empty required answer, a refused transition", language: "de",
            lines: ["child-push", "", "c1", "c2"],
            notices: [
                .refused(.invalidAnswer(path: "first", reason: "eine Antwort ist erforderlich")),
                .refused(.invalidAnswer(path: "second", reason: "der Übergang des Koordinators wurde abgelehnt: notModal")),
            ]),
    ]

    @Test(arguments: sentenceCases)
    func sentencesInTheLanguageOfItsMessages(_ c: SentenceCase) {
        var coordinator = Coordinator(root: S.home, flow: Self.flow)
        coordinator.messages = Messages(preference: LanguagePreference(tag: c.language))
        _ = coordinator.start()
        var notices: [Notice] = []
        for line in c.lines {
            guard let command = Command.parse(line) else {
                Issue.record("not a command: \(line)")
                continue
            }
            for notice in coordinator.handle(command).notices {
                switch notice {
                case .refused, .help: notices.append(notice)
                default: break
                }
            }
        }
        #expect(notices == c.notices)
    }

    @Test("a guard refuses a transition with its reason and the routes stay as they were")
    func guardRefuses() {
        var coordinator = Coordinator(
            root: S.home, flow: Self.flow,
            guard: .screens(refusing: { "\($0) is closed today" }, unless: { $0 != .details }))
        let outcome = coordinator.handle(.answer(""))
        #expect(outcome.notices == [.refused(.invalidAnswer(path: "home", reason: "details is closed today"))])
        #expect(coordinator.routes == Routes(root: .home))
    }

    @Test("the runner on a scripted driver: transcript, a refused program transition, final routes")
    func runner() {
        var coordinator = Coordinator(root: S.home, flow: Self.flow)
        var driver = ScriptedDriver(lines: ["child-push", "c1", ":help", "c2", ":bogus"])
        let end = CoordinatorRunner().run(&coordinator, driver: &driver)
        // The child pushed (not presented) finishes with forceDismiss: refused, nothing modal.
        #expect(end == .inputEnded(waitingAt: "second"))
        #expect(driver.transcript.contains("home › first › second\n? C2 "))
        #expect(driver.transcript.contains("✗ unknown command ':bogus'"))
        #expect(driver.transcript.contains("✗ the coordinator's transition was refused: notModal"))
        #expect(coordinator.routes == Routes(routes: [.push(.home), .push(.child(.first)), .push(.child(.second))]))
    }

    @Test("Routes.attach puts a child's routes on the parent's stack with the chosen style")
    func attach() {
        var parent = Routes(root: S.home)
        var child = Routes(root: C.first)
        child.presentSheet(.second)
        parent.attach(child, as: .cover, embed: S.child)
        #expect(parent.routes == [.push(.home), .cover(.child(.first)), .sheet(.child(.second))])
        #expect(parent.checkInvariants() == [])
    }
}
